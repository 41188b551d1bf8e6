// How long a member card is valid (issue 36): one rule for the server that issues cards and for
// whoever shows them.
import { MEMBERSHIP_MONTHS, type MEMBERSHIP_VALIDITIES } from './membership-limits.ts';

type MembershipValidity = (typeof MEMBERSHIP_VALIDITIES)[number];

/** A card's first and last valid day (YYYY-MM-DD, the museum's dates); null while it waits for its first use. */
export interface CardValidity {
  validFrom: string | null;
  validUntil: string | null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The last day of a validity of MEMBERSHIP_MONTHS months starting on `day` (YYYY-MM-DD): the day
 * before the same date that many months later (a start on 29 February ends on 28 February).
 */
export function monthsLater(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Date.UTC rolls a date the month lacks over into the next month: 29 February becomes 1 March.
  const end = new Date(Date.UTC(year, month - 1 + MEMBERSHIP_MONTHS, date) - 86_400_000);
  return `${pad(end.getUTCFullYear(), 4)}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
}

/**
 * The validity of a card bought on `purchasedOn` (the museum's date of the order): twelve months
 * from that day; the rest of that calendar year; or nothing yet when it counts from its first use
 * (`firstUseOn`, once the door admitted it: then twelve months from that day).
 */
export function cardValidity(
  validity: MembershipValidity,
  purchasedOn: string,
  firstUseOn: string | null = null,
): CardValidity {
  if (validity === 'calendar_year')
    return { validFrom: purchasedOn, validUntil: `${purchasedOn.slice(0, 4)}-12-31` };
  const from = validity === 'months_from_purchase' ? purchasedOn : firstUseOn;
  return from === null
    ? { validFrom: null, validUntil: null }
    : { validFrom: from, validUntil: monthsLater(from) };
}
