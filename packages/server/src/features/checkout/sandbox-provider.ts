import type { Db } from '../../db/database.ts';
import type { SandboxPaymentStatus } from '../../db/schema/checkout.ts';
import { newToken } from '../../tokens.ts';
import type {
  PaymentNotification,
  PaymentProvider,
  PaymentRequest,
  ProviderPayment,
  ProviderPaymentStatus,
} from './payment-provider.ts';
import {
  findSandboxPayment,
  insertSandboxPayment,
  markSandboxRefund,
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

export interface SandboxProvider extends PaymentProvider {
  /**
   * Registers what runs when a payment of this database changes on the sandbox's page (checkout's
   * booking). Keyed by the database, so several apps in one process (tests) each get their own;
   * a second registration for one database replaces the first until it is unregistered. Returns
   * the unregistration.
   */
  onNotify(db: Db, callback: PaymentNotification): () => void;
  /**
   * The payer's choice on the page: settles an open payment (only once) and notifies. A failing
   * notification does not undo the choice: it is answered as `notifyError` for the log.
   */
  act(db: Db, ref: string, action: SandboxAction, now: Date): Promise<SandboxActResult>;
  /** The payment as the page shows it. */
  find(db: Db, ref: string): Promise<SandboxPaymentRow | undefined>;
}

export interface SandboxActResult {
  /** The payment after the choice; undefined for an unknown id. */
  payment: SandboxPaymentRow | undefined;
  notifyError?: unknown;
}

export interface SandboxProviderOptions {
  /**
   * Put before the page's path in `redirectUrl`, e.g. `https://shop.example`. Empty by default:
   * the address is relative to this server, which serves the web app too (`npm start`).
   */
  baseUrl?: string;
}

/**
 * The built-in payment provider: a hosted page on this server where the payer chooses to pay,
 * fail or cancel, and a book of payments in `sandbox_payments`. Nothing leaves the machine.
 */
export function createSandboxProvider(options: SandboxProviderOptions = {}): SandboxProvider {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const listeners = new WeakMap<object, PaymentNotification>();
  const pageUrl = (id: string) => `${baseUrl}${SANDBOX_PATH}/${id}`;

  return {
    name: 'sandbox',

    async createPayment(db: Db, request: PaymentRequest): Promise<ProviderPayment> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new Error(`A sandbox payment needs a positive amount of cents, not ${request.amount}`);
      const payment = await insertSandboxPayment(db, {
        id: newToken(),
        shopId: request.shopId,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        kind: request.kind,
        description: request.description,
        details: request.details,
        status: 'open',
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
      });
      // As real providers do: a key used again for another payment is a mistake, not the same payment.
      if (payment.shopId !== request.shopId || payment.amount !== request.amount)
        throw new Error(`Idempotency key ${request.idempotencyKey} was used for another payment`);
      return { ref: payment.id, redirectUrl: pageUrl(payment.id) };
    },

    async status(db: Db, ref: string): Promise<{ status: ProviderPaymentStatus; amount: number }> {
      const payment = await findSandboxPayment(db, ref);
      if (!payment) throw new Error(`No sandbox payment ${ref}`);
      return { status: payment.status, amount: payment.amount };
    },

    async refund(db: Db, ref: string): Promise<void> {
      await markSandboxRefund(db, ref, new Date());
    },

    async cancel(db: Db, ref: string): Promise<void> {
      // Only an open payment changes (as on the page); checkout cancelled the cart itself, so no
      // notification is sent.
      await settleSandboxPayment(db, ref, 'canceled', new Date());
    },

    onNotify(db: Db, callback: PaymentNotification) {
      const previous = listeners.get(db);
      listeners.set(db, callback);
      return () => {
        if (listeners.get(db) !== callback) return;
        if (previous) listeners.set(db, previous);
        else listeners.delete(db);
      };
    },

    async act(db: Db, ref: string, action: SandboxAction, now: Date): Promise<SandboxActResult> {
      const payment = await settleSandboxPayment(db, ref, SANDBOX_ACTIONS[action], now);
      const listener = listeners.get(db);
      // Told on every choice, not only the first: a notification may come twice, and a repeated
      // one mends a first that was lost (the process died between the update and the call).
      if (!payment || payment.status === 'open' || !listener) return { payment };
      try {
        await listener(payment.id);
        return { payment };
      } catch (notifyError) {
        return { payment, notifyError };
      }
    },

    find: findSandboxPayment,
  };
}

/** The sandbox every app uses unless told otherwise. */
export const sandboxProvider = createSandboxProvider();
