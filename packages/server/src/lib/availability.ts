import type { AvailabilityState } from '@museum-shop/contract';

export interface AvailabilityInput {
  /** Places (or pieces) there are in all. */
  capacity: number;
  /** Taken by paid orders. */
  sold: number;
  /** Held by carts whose hold has not expired. */
  held: number;
  /** Local time now, YYYY-MM-DD HH:mm. */
  now: string;
  /** Local time from which it can no longer be booked (YYYY-MM-DD HH:mm); null: never, as for an article. */
  closesAt: string | null;
}

export interface Availability {
  state: AvailabilityState;
  /** Places that can still be booked; 0 when sold out or expired. */
  left: number;
}

/**
 * The one availability rule: what is left is capacity minus sold and held, never below 0; at most a
 * fifth of the capacity left (and at least one) is "few left"; once closed it is expired.
 * Times compare as text because YYYY-MM-DD HH:mm sorts like time.
 */
export function availability({ capacity, sold, held, now, closesAt }: AvailabilityInput): Availability {
  if (closesAt !== null && now >= closesAt) return { state: 'expired', left: 0 };
  const left = Math.max(0, capacity - sold - held);
  if (left === 0) return { state: 'sold_out', left };
  if (left <= Math.max(1, Math.floor(capacity / 5))) return { state: 'few_left', left };
  return { state: 'available', left };
}
