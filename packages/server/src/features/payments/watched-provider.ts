import type { PaymentProviderState } from '@museum-shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { RetryLaterError } from '../../errors.ts';
import type { PaymentProvider } from './provider.ts';
import { ProviderUnavailable } from './provider.ts';
import {
  findProviderHealth,
  recordProviderFailure,
  recordProviderSuccess,
} from './provider-health.repository.ts';

/** How long a payer should wait before trying a payment again after the provider was unavailable (s). */
export const PAYMENT_PROVIDER_RETRY_AFTER_SECONDS = 60;
/** A call that goes through is written down at most this often while nothing changes (ms). */
const SUCCESS_QUIET_MS = 60_000;

export interface WatchedProviderDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The visitor's answer to a payment start the provider could not take (issue 40): 503 with
 * Retry-After, in words that name no provider's detail (the log and the staff app have those).
 */
export function paymentProviderUnavailable(cause: ProviderUnavailable): RetryLaterError {
  const error = new RetryLaterError(
    503,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Payment is not available right now; nothing was charged. Please try again in a few minutes.',
    PAYMENT_PROVIDER_RETRY_AFTER_SECONDS,
  );
  error.cause = cause;
  return error;
}

/**
 * The provider with its calls watched (issue 40): every call that finds the provider unavailable
 * is logged as a warning (the provider's name, the call, why; never the provider's message, which
 * may quote part of a key) and written down with the time, for staff; a call that goes through
 * writes down that the provider is reachable. Writing down never fails a call.
 *
 * A payment start is the payer's own request: one the provider could not take answers
 * `paymentProviderUnavailable` (checkout gives the held places back and writes no cart).
 */
export function watchProvider(provider: PaymentProvider, deps: WatchedProviderDeps): PaymentProvider {
  const { db, clock, log } = deps;
  const name = provider.name;
  // When this process last wrote down a success (ms), and whether a failure came after it: a busy
  // shop then writes the shared row about once a minute per process, not once per payment, so
  // payment starts never queue on that one row's lock.
  let notedSuccessAt = Number.NEGATIVE_INFINITY;
  let failedSince = true;

  async function note(write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      log.warn({ err: error, provider: name }, 'the payment provider’s state could not be written down');
    }
  }

  async function watched<T>(call: string, run: () => Promise<T>, noteSuccess = true): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        log.warn(
          { provider: name, call, reason: error.failure, detail: error.detail },
          'the payment provider is unavailable',
        );
        failedSince = true;
        await note(() =>
          recordProviderFailure(db, name, {
            at: clock(),
            reason: error.failure,
            detail: error.detail ?? null,
          }),
        );
      }
      throw error;
    }
    const now = clock();
    if (noteSuccess && (failedSince || now.getTime() - notedSuccessAt >= SUCCESS_QUIET_MS)) {
      failedSince = false;
      notedSuccessAt = now.getTime();
      await note(() => recordProviderSuccess(db, name, now, SUCCESS_QUIET_MS));
    }
    return result;
  }

  return {
    name,
    testMode: provider.testMode,
    async createPayment(request) {
      try {
        return await watched('createPayment', () => provider.createPayment(request));
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw paymentProviderUnavailable(error);
        throw error;
      }
    },
    getPayment: (ref) => watched('getPayment', () => provider.getPayment(ref)),
    cancelPayment: (ref) => watched('cancelPayment', () => provider.cancelPayment(ref)),
    refund: (request) => watched('refund', () => provider.refund(request)),
    getRefund: (paymentRef, refundRef) =>
      watched('getRefund', () => provider.getRefund(paymentRef, refundRef)),
    // Checking a signature asks nothing of most providers: only its failures are news.
    verifyWebhook: (request) => watched('verifyWebhook', () => provider.verifyWebhook(request), false),
  };
}

/** The provider's state for staff: what its last call found, and its last failure. */
export async function readProviderState(
  db: Db,
  provider: Pick<PaymentProvider, 'name' | 'testMode'>,
): Promise<PaymentProviderState> {
  const row = await findProviderHealth(db, provider.name);
  return {
    provider: provider.name,
    test_mode: provider.testMode,
    state: row?.state ?? 'unknown',
    last_success_at: row?.lastSuccessAt?.toISOString() ?? null,
    last_failure:
      row?.lastFailureAt && row.lastFailure
        ? {
            at: row.lastFailureAt.toISOString(),
            reason: row.lastFailure,
            detail: row.lastFailureDetail,
          }
        : null,
  };
}
