import type { AttemptStatus } from '../../db/schema/payments.ts';
import type { ProviderPaymentStatus } from './provider.ts';

/**
 * The attempt's state machine: created → pending → paid / failed / canceled / expired.
 *
 * Money is the truth: a payment the provider calls paid is paid, even for an attempt already
 * seen failed, cancelled or expired (a late payment: checkout then refunds it). A paid attempt
 * never leaves `paid`; refunds are records of their own. Answers the next state, or null when the
 * provider's word changes nothing (the same state again, or an older one arriving late).
 */
export function nextAttemptStatus(current: AttemptStatus, seen: ProviderPaymentStatus): AttemptStatus | null {
  if (current === seen || current === 'paid') return null;
  if (seen === 'paid') return 'paid';
  if (current === 'created') return seen;
  if (current === 'pending') return seen === 'pending' ? null : seen;
  // failed, canceled and expired are final unless money arrives.
  return null;
}

/** An attempt whose payment can still be completed by the payer. */
export const isOpen = (status: AttemptStatus) => status === 'created' || status === 'pending';
