import type { Language, PaymentKind, Wallet } from '@museum-shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import type { AttemptStatus, RefundCause, RefundStatus } from '../../db/schema/payments.ts';
import type { JobQueue, QueuedJob } from '../../jobs/queue.ts';
import { newToken } from '../../tokens.ts';
import { isOpen, nextAttemptStatus } from './attempt-states.ts';
import { type PaidAtOnceListeners, settlePaidAtOnce } from './paid-at-once.ts';
import {
  type AttemptRow,
  findAttempt,
  findAttemptByRef,
  findAttemptOfCart,
  findProviderEvent,
  findRefund,
  findRefundByRef,
  insertAttempt,
  insertRefund,
  markEventProcessed,
  moveAttemptSeen,
  moveRefund,
  type RefundRow,
  recordRefundPaidByHand,
  reopenFailedRefund,
  storeProviderEvent,
  updateAttempt,
  updateRefund,
} from './payments.repository.ts';
import type { PaymentProvider, ProviderPaymentState, ProviderRefund, WebhookRequest } from './provider.ts';
import { ProviderUnavailable } from './provider.ts';
import { isUndecided, nextRefundStatus, refundIdempotencyKey } from './refund-states.ts';

/** Where providers post their notifications: `/payment-webhooks/<provider name>`, outside /api. */
export const WEBHOOK_PATH = '/payment-webhooks';

export interface PaymentsDeps {
  db: Database;
  jobs: JobQueue;
  provider: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The shop's public address, for the webhook address a provider is given per payment. */
  publicUrl: string | undefined;
}

/** What a payment start needs besides the attempt's own ids. */
export interface StartPaymentInput {
  shopId: number;
  cartId: string;
  amount: number;
  payartId: number;
  kind: PaymentKind;
  wallets: readonly Wallet[];
  details: { accountHolder?: string; iban?: string };
  description: string;
  language: Language;
  returnUrl: string;
  cancelUrl: string;
}

/** What an attempt is recorded with: `StartPaymentInput`'s who, what and how much. */
export type NewAttemptInput = Pick<
  StartPaymentInput,
  'shopId' | 'cartId' | 'amount' | 'payartId' | 'language'
>;

/** An attempt as it is recorded before its payment starts (status `created`, no reference yet). */
export interface AttemptRecord {
  id: string;
  shopId: number;
  cartId: string;
  provider: string;
  amount: number;
  payartId: number;
  lang: Language;
  createdAt: Date;
}

/** A payment decided: what checkout hears, once per decision, from a job (never lost). */
export interface AttemptOutcome {
  attemptId: string;
  cartId: string;
  status: Exclude<AttemptStatus, 'created' | 'pending'>;
}
export type OutcomeListener = (outcome: AttemptOutcome) => Promise<void>;

/** A refund decided: what checkout hears, once per try and outcome, from a job (never lost). */
export interface RefundSettled {
  refundId: string;
  status: 'succeeded' | 'failed';
  reason: string;
  amount: number;
  /** Staff's reference of the bank transfer that paid a refused refund; null through the provider. */
  manualReference: string | null;
}
export type RefundListener = (settled: RefundSettled) => Promise<void>;

/** The spec's payment session ids (§7 execPayment), kept with the attempt for support. */
export interface PaymentSessionIds {
  us?: string | undefined;
  sessionUs?: string | undefined;
  srcUrl?: string | undefined;
}

/**
 * Payments as checkout uses them (decision 0017): a record per attempt, every provider word
 * stored before it is acted on, and the work that must not be lost (settling an attempt, voiding,
 * refunding) as jobs that retry until they succeed or a person is needed.
 */
export type Payments = ReturnType<typeof createPayments>;

export function createPayments(deps: PaymentsDeps) {
  const { db, jobs, provider, clock, log } = deps;
  let listener: OutcomeListener | undefined;
  let refundListener: RefundListener | undefined;
  let paidListener: PaidAtOnceListeners | undefined;
  const paidAtOnceDeps = { db, jobs, providerName: provider.name, clock, log };
  const webhookUrl = `${(deps.publicUrl ?? '').replace(/\/+$/, '')}${WEBHOOK_PATH}/${provider.name}`;

  /**
   * Takes in what the provider says of an attempt's payment: a change of state is written with
   * the event that shows it, and a decided payment queues its settling (checkout books or gives
   * the places back). Answers the attempt's state after.
   */
  async function observe(attempt: AttemptRow, state: ProviderPaymentState): Promise<AttemptStatus> {
    if (state.status === 'paid' && state.amount !== attempt.amount) {
      // Never booked: the payment is not what the cart costs. A person must look at it.
      log.error(
        { attemptId: attempt.id, paid: state.amount, expected: attempt.amount },
        'a payment arrived with another amount than its attempt',
      );
      return attempt.status;
    }
    const next = nextAttemptStatus(attempt.status, state.status);
    if (!next) return attempt.status;
    const now = clock();
    const settleJob = await db.transaction(async (tx) => {
      const move = { id: attempt.id, from: attempt.status, to: next, method: state.method ?? null, now };
      const seen = {
        provider: provider.name,
        eventId: `seen:${state.ref}:${next}`,
        type: `seen.${next}`,
        paymentRef: state.ref,
        payload: state,
      };
      if (!(await moveAttemptSeen(tx, move, seen))) return undefined;
      if (isOpen(next)) return null;
      return jobs.enqueue(tx, {
        kind: 'settle-attempt',
        payload: { attemptId: attempt.id, status: next },
        dedupeKey: `settle:${attempt.id}:${next}`,
        runAtOnce: true,
      });
    });
    if (settleJob === undefined) {
      // Another process moved it first: its state is the one to answer.
      return (await findAttempt(db, attempt.id))?.status ?? attempt.status;
    }
    await jobs.runNow([settleJob]);
    return next;
  }

  async function syncAttempt(attempt: AttemptRow): Promise<AttemptStatus> {
    if (!attempt.providerRef) return attempt.status;
    if (attempt.provider !== provider.name) {
      log.error({ attemptId: attempt.id, provider: attempt.provider }, 'an attempt of another provider');
      return attempt.status;
    }
    return observe(attempt, await provider.getPayment(attempt.providerRef));
  }

  /**
   * Takes in what the provider says of a refund: a change of state is written (if no other
   * process wrote one first), and a decided refund queues its settling in the same transaction
   * (checkout confirms or reopens the refunded lines). A refund staff paid back by hand no longer
   * listens to the provider. Answers the refund's state after.
   */
  async function applyRefund(refund: RefundRow, answer: ProviderRefund): Promise<RefundStatus> {
    if (refund.manualReference !== null) return refund.status;
    const now = clock();
    const next = nextRefundStatus(refund.status, answer.status);
    if (!next) {
      if (refund.providerRef !== answer.ref)
        await updateRefund(db, refund.id, { providerRef: answer.ref }, now);
      return refund.status;
    }
    const settleJob = await db.transaction(async (tx) => {
      if (!(await moveRefund(tx, refund.id, refund.status, next, { providerRef: answer.ref }, now)))
        return undefined;
      return isUndecided(next) ? null : queueRefundSettling(tx, { ...refund, status: next });
    });
    if (settleJob === undefined) return (await findRefund(db, refund.id))?.status ?? refund.status;
    if (next === 'failed')
      log.error(
        { refundId: refund.id },
        'the provider refused a refund: a person is needed to give the money back',
      );
    await jobs.runNow([settleJob]);
    return next;
  }

  /** Queues telling checkout that a refund is decided, once per try and outcome. */
  function queueRefundSettling(tx: Db, refund: Pick<RefundRow, 'id' | 'tries' | 'status'>) {
    return jobs.enqueue(tx, {
      kind: 'settle-refund',
      payload: { refundId: refund.id, status: refund.status },
      dedupeKey: `settle-refund:${refund.id}:${refund.tries}:${refund.status}`,
    });
  }

  jobs.handle('settle-attempt', async (payload) => {
    const attempt = await findAttempt(db, String(payload.attemptId));
    if (!attempt || isOpen(attempt.status)) return;
    if (!listener) throw new Error('nobody settles payments in this process yet');
    await listener({
      attemptId: attempt.id,
      cartId: attempt.cartId,
      status: attempt.status as AttemptOutcome['status'],
    });
  });

  jobs.handle('settle-refund', async (payload) => {
    const refund = await findRefund(db, String(payload.refundId));
    // A refund that moved on since is settled by the job of its new state.
    if (!refund || refund.status !== payload.status) return;
    if (!refundListener) throw new Error('nobody settles refunds in this process yet');
    await refundListener({
      refundId: refund.id,
      status: refund.status as RefundSettled['status'],
      reason: refund.reason,
      amount: refund.amount,
      manualReference: refund.manualReference,
    });
  });

  jobs.handle('payment-event', async (payload) => {
    // The job names what its event is about, so running it reads no event (older jobs name its id only).
    const event =
      typeof payload.paymentRef === 'string'
        ? {
            id: Number(payload.eventId),
            provider: String(payload.provider),
            paymentRef: payload.paymentRef,
            refundRef: typeof payload.refundRef === 'string' ? payload.refundRef : null,
          }
        : await findProviderEvent(db, Number(payload.eventId));
    if (!event) return;
    const attempt = await findAttemptByRef(db, event.provider, event.paymentRef);
    if (attempt) {
      if (event.refundRef) {
        const refund = await findRefundByRef(db, attempt.id, event.refundRef);
        if (refund && attempt.providerRef)
          await applyRefund(refund, await provider.getRefund(attempt.providerRef, event.refundRef));
      }
      await syncAttempt(attempt);
    }
    await markEventProcessed(db, event.id, clock());
  });

  jobs.handle('void-payment', async (payload) => {
    const attempt = await findAttempt(db, String(payload.attemptId));
    if (!attempt?.providerRef || !isOpen(attempt.status)) return;
    // A payment that went through meanwhile is answered paid: settling it refunds it.
    await observe(attempt, await provider.cancelPayment(attempt.providerRef));
  });

  jobs.handle('refund', async (payload) => {
    const refund = await findRefund(db, String(payload.refundId));
    if (!refund || !isUndecided(refund.status)) return;
    const attempt = await findAttempt(db, refund.attemptId);
    if (!attempt?.providerRef) throw new Error(`refund ${refund.id} has no payment to refund`);
    // A job resumed after a crash asks under the same key, and the provider answers the same refund.
    const answer = refund.providerRef
      ? await provider.getRefund(attempt.providerRef, refund.providerRef)
      : await provider.refund({
          paymentRef: attempt.providerRef,
          amount: refund.amount,
          idempotencyKey: refundIdempotencyKey(refund),
          reason: refund.reason,
        });
    // Asked again later, with back-off, until the provider says how it ended.
    if (isUndecided(await applyRefund(refund, answer)))
      throw new Error(`refund ${refund.id} is pending at the provider`);
  });

  /**
   * An attempt to record (`created`) before its payment reaches the provider: `start` records it
   * alone, a payment start of checkout with its hold (one round trip).
   */
  function newAttempt(input: NewAttemptInput): AttemptRecord {
    return {
      id: newToken(),
      shopId: input.shopId,
      cartId: input.cartId,
      provider: provider.name,
      amount: input.amount,
      payartId: input.payartId,
      lang: input.language,
      // The app's clock, as updatedAt: the staff app shows it beside the order's own times.
      createdAt: clock(),
    };
  }

  /** Starts at the provider the payment of an attempt that is recorded; its reference is still to write. */
  async function startRecorded(attemptId: string, input: StartPaymentInput) {
    const payment = await provider.createPayment({
      shopId: input.shopId,
      attemptId,
      idempotencyKey: attemptId,
      amount: input.amount,
      payartId: input.payartId,
      kind: input.kind,
      wallets: input.wallets,
      description: input.description,
      details: input.details,
      language: input.language,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      webhookUrl,
    });
    return { ref: payment.ref, redirect: payment.redirectUrl };
  }

  /** Nobody can find the attempt before it has its reference: one statement gives it both. */
  async function recordStarted(attemptId: string, ref: string): Promise<void> {
    await updateAttempt(db, attemptId, { providerRef: ref, status: 'pending' }, clock());
  }

  return {
    provider,
    providerName: provider.name,

    /** Registers checkout's handling of decided refunds; answers the unregistration. */
    onRefundSettled(next: RefundListener): () => void {
      refundListener = next;
      return () => {
        if (refundListener === next) refundListener = undefined;
      };
    },

    /**
     * Sends a staff refund the provider refused once more, in `tx` (staff's decision): a new try
     * under a new idempotency key. Answers the job to run after the commit, or undefined when the
     * refund is not failed (sent again already, or confirmed meanwhile).
     */
    async retryRefund(tx: Db, refundId: string): Promise<QueuedJob | null | undefined> {
      const reopened = await reopenFailedRefund(tx, refundId, clock());
      if (!reopened) return undefined;
      return jobs.enqueue(tx, {
        kind: 'refund',
        payload: { refundId },
        dedupeKey: `refund:${refundId}:${reopened.tries}`,
      });
    },

    /**
     * Records that staff paid a refused staff refund back another way (a bank transfer, with
     * their reference), in `tx`: the refund succeeded, and checkout settles it as any other.
     * Undefined when the refund is not failed.
     */
    async recordManualRefund(
      tx: Db,
      refundId: string,
      reference: string,
    ): Promise<QueuedJob | null | undefined> {
      const paid = await recordRefundPaidByHand(tx, refundId, reference, clock());
      return paid ? queueRefundSettling(tx, paid) : undefined;
    },

    /** Registers checkout's booking of a paid cart within a paid notification's statement or transaction. */
    onPaidAtOnce(next: PaidAtOnceListeners): () => void {
      paidListener = next;
      return () => {
        if (paidListener === next) paidListener = undefined;
      };
    },

    /** Registers checkout's handling of decided payments; answers the unregistration. */
    onOutcome(next: OutcomeListener): () => void {
      listener = next;
      return () => {
        if (listener === next) listener = undefined;
      };
    },

    /**
     * Records an attempt and starts its payment at the provider (the attempt's id is the
     * idempotency key). A provider that fails leaves the attempt `created`.
     */
    async start(input: StartPaymentInput): Promise<{ attemptId: string; ref: string; redirect: string }> {
      const attempt = newAttempt(input);
      await insertAttempt(db, { ...attempt, status: 'created' });
      const payment = await startRecorded(attempt.id, input);
      await recordStarted(attempt.id, payment.ref);
      return { attemptId: attempt.id, ...payment };
    },

    newAttempt,
    startRecorded,
    recordStarted,

    /**
     * Asks the provider how a cart's payment stands (the browser came back) and takes it in.
     * Answers the attempt's state, or undefined for a cart without an attempt.
     */
    async sync(cartId: string, ids: PaymentSessionIds = {}): Promise<AttemptStatus | undefined> {
      const attempt = await findAttemptOfCart(db, cartId);
      if (!attempt) return undefined;
      if (ids.us || ids.sessionUs || ids.srcUrl)
        await updateAttempt(
          db,
          attempt.id,
          { us: ids.us ?? null, sessionUs: ids.sessionUs ?? null, srcUrl: ids.srcUrl ?? null },
          clock(),
        );
      try {
        return await syncAttempt(attempt);
      } catch (error) {
        // The provider cannot be asked now (the watched provider logged it and wrote it down for
        // staff): the visitor hears the state known so far, not confirmed yet, and may ask again.
        // The provider's notification settles the payment whenever it comes.
        if (error instanceof ProviderUnavailable) return attempt.status;
        throw error;
      }
    },

    /**
     * A provider's notification: verified by the provider, each event stored once (a replay or a
     * duplicate stops here), then acted on by a job run at once. Throws the provider's
     * `WebhookRejected` for a notification that is not its own.
     */
    async receiveWebhook(request: WebhookRequest): Promise<void> {
      const events = await provider.verifyWebhook(request);
      const queued: (QueuedJob | null)[] = [];
      for (const event of events) {
        // Stored with its job before anything acts on it: the job is what a crash falls back to.
        // One statement writes both; the job's event id and key are the stored row's.
        const job = {
          kind: 'payment-event',
          payload: {
            eventId: 0,
            provider: provider.name,
            paymentRef: event.paymentRef,
            refundRef: event.refundRef ?? null,
          },
          dedupeKey: 'event:',
          runAtOnce: true,
        };
        const row = await storeProviderEvent(
          db,
          {
            provider: provider.name,
            eventId: event.eventId,
            type: event.type,
            paymentRef: event.paymentRef,
            refundRef: event.refundRef ?? null,
            payload: event.payload ?? null,
          },
          await jobs.enqueueParts(job),
        );
        const queuedJob =
          row && jobs.queuedAs({ ...job, payload: { ...job.payload, eventId: row.eventId } }, row.jobId);
        const stored = row && queuedJob ? { ...row, job: queuedJob } : undefined;
        if (!stored) continue;
        // The common paid notification books in one statement; any other runs its job now.
        const atOnce =
          event.state !== undefined &&
          !event.refundRef &&
          (await settlePaidAtOnce(paidAtOnceDeps, paidListener, stored, event.state));
        if (!atOnce) queued.push(stored.job);
      }
      await jobs.runNow(queued);
    },

    /**
     * Queues voiding a cart's payment at the provider, in `tx` (the cart's cancelling): the payer
     * can then no longer pay it. Answers the job to run after the commit.
     */
    async requestVoid(tx: Db, cartId: string): Promise<QueuedJob | null> {
      const attempt = await findAttemptOfCart(tx, cartId);
      if (!attempt || !isOpen(attempt.status)) return null;
      return jobs.enqueue(tx, {
        kind: 'void-payment',
        payload: { attemptId: attempt.id },
        dedupeKey: `void:${attempt.id}`,
      });
    },

    /**
     * Records that a cart's paid payment goes back whole, in `tx` (the transaction that found it
     * cannot be booked), and queues the refund. Once per attempt however often it is asked.
     * Answers the job to run after the commit.
     */
    async requestRefund(
      tx: Db,
      cartId: string,
      refund: { cause: Exclude<RefundCause, 'staff'>; reason: string },
    ): Promise<QueuedJob | null> {
      const attempt = await findAttemptOfCart(tx, cartId);
      if (!attempt || attempt.amount <= 0) return null;
      const refundId = await insertRefund(tx, {
        id: newToken(),
        attemptId: attempt.id,
        amount: attempt.amount,
        cause: refund.cause,
        reason: refund.reason,
        status: 'requested',
      });
      if (!refundId) return null;
      return jobs.enqueue(tx, { kind: 'refund', payload: { refundId }, dedupeKey: `refund:${refundId}` });
    },

    async requestStaffRefund(tx: Db, cartId: string, refund: { amount: number; reason: string }) {
      const attempt = await findAttemptOfCart(tx, cartId);
      if (!attempt || attempt.amount <= 0 || attempt.status !== 'paid') return undefined;
      const refundId = await insertRefund(tx, {
        id: newToken(),
        attemptId: attempt.id,
        amount: Math.min(refund.amount, attempt.amount),
        cause: 'staff',
        reason: refund.reason,
        status: 'requested',
      });
      if (!refundId) return undefined;
      const job = await jobs.enqueue(tx, {
        kind: 'refund',
        payload: { refundId },
        dedupeKey: `refund:${refundId}`,
      });
      return { refundId, job };
    },

    /** Runs jobs a committed transaction queued, now, in this process. */
    runJobs: (queued: readonly (QueuedJob | null)[]) => jobs.runNow(queued),
  };
}
