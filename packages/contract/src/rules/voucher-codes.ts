// The rules of voucher codes that staff make (issue 36): what a batch must be before any code is
// made, and the state a code is in. The staff app checks them while the owner types; the server
// checks them again and makes nothing when one fails.
import type { CatalogProblem } from './event-editing.ts';
import { isLimited, type VoucherScope } from './voucher-scope.ts';
import { isValidAmount, voucherCodeProblem } from './vouchers.ts';

/** The most codes one batch makes: a print run of gift cards, not a database fill. */
export const VOUCHER_BATCH_MAX = 10_000;
/** A prefix the museum chooses (`SUMMER`): capitals and digits, short enough to type. */
export const VOUCHER_PREFIX_MAX = 12;
const PREFIX_PATTERN = /^[A-Z0-9]*$/;

/** What these rules read of a batch (staff-vouchers.ts's VoucherBatchRequest is one). */
export interface VoucherBatchRulesInput {
  count: number;
  /** As typed; codes are kept in capitals, so it is read in capitals. */
  prefix: string;
  /** Cents on each code. */
  value: number;
  /** UTC+1, YYYY-MM-DD HH:mm (spec §5). */
  valid_from: string;
  valid_to: string;
  limit: VoucherScope | null;
}

/** The prefix as codes carry it: trimmed, in capitals. */
export const normaliseVoucherPrefix = (prefix: string) => prefix.trim().toUpperCase();

/**
 * What is wrong with a batch, each problem with its path: a count outside 1 … VOUCHER_BATCH_MAX, a
 * prefix of other than capitals and digits or too long, a value of nothing or above what a voucher
 * may carry, an end before the start, a limit that names nothing. Empty: it may be made.
 */
export function voucherBatchProblems(batch: VoucherBatchRulesInput): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!Number.isInteger(batch.count) || batch.count < 1 || batch.count > VOUCHER_BATCH_MAX)
    problems.push({ path: 'count', code: 'count_out_of_range' });
  const prefix = normaliseVoucherPrefix(batch.prefix);
  if (prefix.length > VOUCHER_PREFIX_MAX || !PREFIX_PATTERN.test(prefix))
    problems.push({ path: 'prefix', code: 'prefix_invalid' });
  if (!isValidAmount(batch.value)) problems.push({ path: 'value', code: 'amount_out_of_range' });
  if (batch.valid_to < batch.valid_from) problems.push({ path: 'valid_to', code: 'end_before_start' });
  if (batch.limit !== null && !isLimited(batch.limit)) problems.push({ path: 'limit', code: 'required' });
  return problems;
}

export const VOUCHER_CODE_STATES = ['active', 'not_yet_valid', 'expired', 'used_up', 'disabled'] as const;
export type VoucherCodeState = (typeof VOUCHER_CODE_STATES)[number];

/** A code's state as staff see it: disabled above all, else what redeeming it now would say (spec §5). */
export function voucherCodeState(
  code: { validFrom: Date; validTo: Date; amount: number; usedAmount: number; disabled: boolean },
  now: Date,
): VoucherCodeState {
  if (code.disabled) return 'disabled';
  switch (voucherCodeProblem(code, now)) {
    case 'VOUCHER_NOW_IS_BEFORE_VALID_FROM':
      return 'not_yet_valid';
    case 'VOUCHER_NOW_IS_AFTER_VALID_TO':
      return 'expired';
    case 'VOUCHER_NO_AMOUNT_LEFT':
      return 'used_up';
    default:
      return 'active';
  }
}

/** A batch's codes as the museum hands them out: `PREFIX-ABCD-EFGH-JKLM`, or without a prefix. */
export const voucherCodeWithPrefix = (prefix: string, random: string) => {
  const clean = normaliseVoucherPrefix(prefix);
  return clean === '' ? random : `${clean}-${random}`;
};
