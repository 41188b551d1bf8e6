import type { AvailabilityState } from '@museum-shop/contract';

export interface AvailabilityInput {
  /** Places (or pieces) there are in all. */
  capacity: number;
  /**
   * What is left: capacity less what is sold and held, as the database's one count gives it
   * (`inventory_count`, db/inventory.sql); never worked out here again.
   */
  left: number;
  /** Local time now, YYYY-MM-DD HH:mm. */
  now: string;
  /** Local time from which it can no longer be booked (YYYY-MM-DD HH:mm); null: never, as for an article. */
  closesAt: string | null;
  /** Closed by staff (issue 25): nothing can be booked until it is opened again. */
  closed?: boolean;
  /**
   * At most this many left is "few left", whatever the capacity: an article's stock is a warehouse
   * count that deliveries refill, so a fifth of it says nothing to a visitor; "only 3 left" does.
   */
  fewLeftAt?: number;
}

/**
 * What the rule decides: the contract's states, and `closed` (by staff, issue 25). The contract has
 * no such state: a closed slot goes out as sold_out with `closed: true` beside it (`publicState`),
 * so a client that does not know the flag still offers nothing.
 */
export type SlotState = AvailabilityState | 'closed';

export interface Availability {
  state: SlotState;
  /** Places that can still be booked; 0 when sold out, closed or expired. */
  left: number;
}

/** The contract's state of a rule's state: closed is said as sold_out, with the flag `closed` beside it. */
export function publicState(state: SlotState): AvailabilityState {
  return state === 'closed' ? 'sold_out' : state;
}

/**
 * The one availability rule: nothing left is sold out; at most a fifth of the capacity left (and at
 * least one), or at most `fewLeftAt` when given (articles), is "few left"; once its time is over it is expired; closed by staff (and not yet
 * over), nothing is left and it is closed, not sold out. Times compare as text because
 * YYYY-MM-DD HH:mm sorts like time.
 */
export function availability({
  capacity,
  left: counted,
  now,
  closesAt,
  closed,
  fewLeftAt,
}: AvailabilityInput): Availability {
  if (closesAt !== null && now >= closesAt) return { state: 'expired', left: 0 };
  if (closed) return { state: 'closed', left: 0 };
  const left = Math.max(0, counted);
  if (left === 0) return { state: 'sold_out', left };
  if (left <= (fewLeftAt ?? Math.max(1, Math.floor(capacity / 5)))) return { state: 'few_left', left };
  return { state: 'available', left };
}
