/** The most vouchers of one kind chosen in one go. */
export const MAX_VOUCHERS = 20;

/** Only the vouchers of a group, or all of them; in the museum's order, by sequence_no (ties as they came). */
export function vouchersOfGroup<T extends { groupId: number; sequence_no: number }>(
  vouchers: readonly T[],
  group: number | undefined,
): T[] {
  return vouchers
    .filter((voucher) => group === undefined || voucher.groupId === group)
    .sort((a, b) => a.sequence_no - b.sequence_no);
}
