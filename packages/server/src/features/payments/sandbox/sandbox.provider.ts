import type { Db } from '../../../db/database.ts';
import type { SandboxPaymentStatus } from '../../../db/schema/checkout.ts';
import { newToken } from '../../../tokens.ts';
import {
  type PaymentProvider,
  type PaymentRequest,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
  ProviderUnavailable,
  type RefundRequest,
  WebhookRejected,
  type WebhookRequest,
} from '../provider.ts';
import {
  findSandboxPayment,
  insertSandboxPayment,
  refundSandboxPayment,
  type SandboxPaymentRow,
  settleSandboxPayment,
} from './sandbox.repository.ts';

/** Where the sandbox's hosted page lives on this server (outside /api: it plays an external provider). */
export const SANDBOX_PATH = '/payment-sandbox';

/** What the payer can do on the sandbox's page, and the status each leads to. */
export const SANDBOX_ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'canceled' } as const satisfies Record<
  string,
  Exclude<SandboxPaymentStatus, 'open'>
>;
export type SandboxAction = keyof typeof SANDBOX_ACTIONS;

/** Where the sandbox tells of a payment that changed: checkout's webhook receiver, in this process. */
export type SandboxNotificationSink = (request: WebhookRequest) => Promise<void>;

export interface SandboxProvider extends PaymentProvider {
  /**
   * Registers where the page's choices are told (checkout's webhook receiver: the sandbox posts
   * nowhere, it calls it). A second registration replaces the first until it is unregistered.
   */
  onNotification(sink: SandboxNotificationSink): () => void;
  /**
   * The payer's choice on the page: settles an open payment (only once) and notifies. A failing
   * notification does not undo the choice: it is answered as `notifyError` for the log.
   */
  act(ref: string, action: SandboxAction, now: Date): Promise<SandboxActResult>;
  /** The payment as the page shows it. */
  find(ref: string): Promise<SandboxPaymentRow | undefined>;
  /** Tests and demos: the next `times` refund calls fail, as a provider that is down. */
  failRefunds(times: number): void;
}

export interface SandboxActResult {
  /** The payment after the choice; undefined for an unknown id. */
  payment: SandboxPaymentRow | undefined;
  notifyError?: unknown;
}

export interface SandboxProviderOptions {
  /** The sandbox keeps its book of payments in the shop's database (`sandbox_payments`). */
  db: Db;
  /**
   * Put before the page's path in `redirectUrl`, e.g. `https://shop.example`. Empty by default:
   * the address is relative to this server, which serves the web app too (`npm start`).
   */
  baseUrl?: string | undefined;
  clock?: () => Date;
}

/** The notification the sandbox sends about a payment: its id only, as Mollie's (the truth is fetched). */
export function sandboxNotification(ref: string): WebhookRequest {
  return {
    headers: { 'content-type': 'application/json' },
    rawBody: Buffer.from(JSON.stringify({ id: ref })),
  };
}

const stateOf = (payment: SandboxPaymentRow): ProviderPaymentState => ({
  ref: payment.id,
  status: payment.status === 'open' ? 'pending' : payment.status,
  amount: payment.amount,
  method: payment.status === 'paid' ? payment.kind : null,
});

/**
 * The built-in payment provider: a hosted page on this server where the payer chooses to pay,
 * fail or cancel, and a book of payments in `sandbox_payments`. Nothing leaves the machine and no
 * money moves: the shop says "test mode" while it is the provider.
 */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const pageUrl = (id: string) => `${baseUrl}${SANDBOX_PATH}/${id}`;
  let sink: SandboxNotificationSink | undefined;
  let refundFailures = 0;
  /**
   * Payments `act` settled and is telling of, while it does: verifying that notification reads
   * the row just written instead of the book again (a round trip a payment; a real provider's
   * verification costs the shop's database nothing either).
   */
  const telling = new Map<string, SandboxPaymentRow>();

  async function payment(ref: string): Promise<SandboxPaymentRow> {
    const found = await findSandboxPayment(db, ref);
    if (!found) throw new Error(`No sandbox payment ${ref}`);
    return found;
  }

  return {
    name: 'sandbox',
    testMode: true,

    async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new Error(`A sandbox payment needs a positive amount of cents, not ${request.amount}`);
      const details: Record<string, string> = {};
      if (request.details.accountHolder) details.accountHolder = request.details.accountHolder;
      if (request.details.iban) details.iban = request.details.iban;
      if (request.wallets.length > 0) details.wallets = request.wallets.join(', ');
      const created = await insertSandboxPayment(db, {
        id: newToken(),
        shopId: request.shopId,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        kind: request.kind,
        description: request.description,
        details,
        status: 'open',
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
      });
      // As real providers do: a key used again for another payment is a mistake, not the same payment.
      if (created.shopId !== request.shopId || created.amount !== request.amount)
        throw new Error(`Idempotency key ${request.idempotencyKey} was used for another payment`);
      return { ref: created.id, redirectUrl: pageUrl(created.id) };
    },

    async getPayment(ref: string): Promise<ProviderPaymentState> {
      return stateOf(await payment(ref));
    },

    async cancelPayment(ref: string): Promise<ProviderPaymentState> {
      // Only an open payment changes, as on the page; no notification: checkout asked for it.
      const settled = await settleSandboxPayment(db, ref, 'canceled', clock());
      if (!settled) throw new Error(`No sandbox payment ${ref}`);
      return stateOf(settled);
    },

    async refund(request: RefundRequest): Promise<ProviderRefund> {
      if (refundFailures > 0) {
        refundFailures -= 1;
        throw new ProviderUnavailable('The sandbox is refusing refunds for a while (failRefunds)');
      }
      const refunded = await refundSandboxPayment(
        db,
        request.paymentRef,
        request.idempotencyKey,
        request.amount,
        clock(),
      );
      return {
        ref: `rf_${request.idempotencyKey}`,
        status: refunded === null ? 'failed' : 'succeeded',
        amount: refunded ?? request.amount,
      };
    },

    async getRefund(paymentRef: string, refundRef: string): Promise<ProviderRefund> {
      const found = await payment(paymentRef);
      const amount = found.details[`refund:${refundRef.replace(/^rf_/, '')}`];
      return {
        ref: refundRef,
        status: amount === undefined ? 'failed' : 'succeeded',
        amount: Number(amount ?? 0),
      };
    },

    async verifyWebhook(request: WebhookRequest): Promise<ProviderEvent[]> {
      // Verified as Mollie's are: the notification names a payment, the book tells its state.
      let id: unknown;
      try {
        id = (JSON.parse(request.rawBody.toString('utf8')) as { id?: unknown }).id;
      } catch {
        throw new WebhookRejected('The notification is not JSON');
      }
      const found =
        typeof id === 'string' ? (telling.get(id) ?? (await findSandboxPayment(db, id))) : undefined;
      if (!found) throw new WebhookRejected('The notification names no sandbox payment');
      return [
        {
          eventId: `${found.id}:${found.status}:${found.refundedAmount}`,
          type: `payment.${found.status}`,
          paymentRef: found.id,
          payload: found,
          // Read from the book just now: the state checkout would otherwise ask for again.
          state: stateOf(found),
        },
      ];
    },

    onNotification(next: SandboxNotificationSink) {
      const previous = sink;
      sink = next;
      return () => {
        if (sink === next) sink = previous;
      };
    },

    async act(ref: string, action: SandboxAction, now: Date): Promise<SandboxActResult> {
      const settled = await settleSandboxPayment(db, ref, SANDBOX_ACTIONS[action], now);
      // Told on every choice, not only the first: a notification may come twice, and a repeated
      // one mends a first that was lost (the process died between the update and the call).
      if (!settled || settled.status === 'open' || !sink) return { payment: settled };
      telling.set(settled.id, settled);
      try {
        await sink(sandboxNotification(settled.id));
        return { payment: settled };
      } catch (notifyError) {
        return { payment: settled, notifyError };
      } finally {
        telling.delete(settled.id);
      }
    },

    find: (ref: string) => findSandboxPayment(db, ref),

    failRefunds(times: number) {
      refundFailures = times;
    },
  };
}
