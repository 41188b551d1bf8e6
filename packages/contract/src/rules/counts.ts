/** How typed counts become numbers (spec §5), shared by every form that takes a count. */

/** A typed count: anything that is not a number of at least 0 becomes 0; fractions are cut (spec §5). */
export function toCount(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

/**
 * A typed event-ticket count (spec §5): non-numeric input counts as 0, and a count above the time's
 * max_tickets is ignored: the previous count stays.
 */
export function applyTicketCount(previous: number, input: string | number, maxTickets: number): number {
  const count = toCount(input);
  return count > maxTickets ? previous : count;
}

/** A quantity field's text: a whole number from 0 to `max`; anything unreadable is 0. */
export function quantityFromInput(input: string, max: number): number {
  const value = Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}
