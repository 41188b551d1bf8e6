import type { RefundStatus } from '../../db/schema/payments.ts';
import type { RefundRow } from './payments.repository.ts';
import type { ProviderRefundStatus } from './provider.ts';

/**
 * A refund's state machine, driven by what the provider says of the money (decision 0024):
 * requested → pending → succeeded / failed.
 *
 * The provider's word is the truth: a refund it calls succeeded or failed is so, whatever was seen
 * before. That includes a refund it confirmed and then failed (Stripe does this when the card's
 * account was closed): the shop must take the confirmation back. A `pending` arriving after a
 * decision is an older word, arriving late. Answers the next state, or null when the provider's
 * word changes nothing.
 */
export function nextRefundStatus(current: RefundStatus, seen: ProviderRefundStatus): RefundStatus | null {
  if (current === seen) return null;
  if (seen === 'pending') return current === 'requested' ? 'pending' : null;
  return seen;
}

/** A refund whose outcome the provider has not told yet: its job asks again. */
export const isUndecided = (status: RefundStatus) => status === 'requested' || status === 'pending';

/**
 * The idempotency key of a refund's current try at the provider. A refund staff send again after
 * a refusal is a new request: under the first key the provider would answer the refused refund
 * again (Stripe keeps a key's answer for 24 hours).
 */
export const refundIdempotencyKey = (refund: Pick<RefundRow, 'id' | 'tries'>) =>
  refund.tries === 0 ? refund.id : `${refund.id}:${refund.tries}`;
