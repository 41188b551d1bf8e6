import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from './db/schema/checkout.ts';
import { paymentAttempts } from './db/schema/payments.ts';
import {
  EXPRESS,
  hotSlot,
  paymentsNeitherBookedNorRefunded,
  RETURN_URLS,
} from './features/checkout/checkout.test-support.ts';
import { startFakeMollie } from './features/payments/mollie/mollie.fake.ts';
import { createMollieProvider } from './features/payments/mollie/mollie.provider.ts';
import type { PaymentProvider, ProviderTimeouts, WebhookRequest } from './features/payments/provider.ts';
import { startFakeStripe } from './features/payments/stripe/stripe.fake.ts';
import { createStripeProvider } from './features/payments/stripe/stripe.provider.ts';
import { staffToken } from './features/staff/staff.test-support.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testToday } from './test-support/clock.ts';

/** A payment start given up at once: the silent server never answers, whatever the machine's speed. */
const QUICK: ProviderTimeouts = { startMs: 100, callMs: 100 };

/** A provider's local fake, and the provider talking to it as the shop is set up, or set up wrong. */
interface ProviderUnderTest {
  name: string;
  /** The key the shop is set up with: it must never reach a log or an answer. */
  secret: string;
  /** The provider talking to `url` (default the fake) with `key` (default the fake's). */
  provider(options?: { url?: string; key?: string; timeouts?: ProviderTimeouts }): PaymentProvider;
  /** The fake's API root on another port (nothing listens there, or a server that never answers). */
  apiAt(port: number): string;
  /** Payments the fake holds. */
  paymentCount(): number;
  /** The payer pays on the provider's page: the notifications the provider posts. */
  pay(ref: string): WebhookRequest[];
  close(): Promise<void>;
}

async function stripeUnderTest(): Promise<ProviderUnderTest> {
  const fake = await startFakeStripe();
  return {
    name: 'stripe',
    secret: fake.secretKey,
    provider: (options = {}) =>
      createStripeProvider(
        {
          STRIPE_SECRET_KEY: options.key ?? fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_URL: options.url ?? fake.url,
        },
        options.timeouts,
      ),
    apiAt: (port) => `http://127.0.0.1:${port}`,
    paymentCount: () => fake.sessionCount(),
    pay: (ref) => fake.pay(ref, 'card'),
    close: () => fake.close(),
  };
}

async function mollieUnderTest(): Promise<ProviderUnderTest> {
  const fake = await startFakeMollie();
  return {
    name: 'mollie',
    secret: fake.apiKey,
    provider: (options = {}) =>
      createMollieProvider(
        { MOLLIE_API_KEY: options.key ?? fake.apiKey, MOLLIE_API_URL: options.url ?? fake.url },
        options.timeouts,
      ),
    apiAt: (port) => `http://127.0.0.1:${port}/v2/`,
    paymentCount: () => fake.paymentCount(),
    pay: (ref) => fake.pay(ref),
    close: () => fake.close(),
  };
}

/** A port nothing listens on: taken and given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Issue 40: a provider that is down says so. Whether the provider cannot be reached, does not
 * answer in time or refuses the shop's key, a payment start answers 503 PAYMENT_PROVIDER_UNAVAILABLE
 * with Retry-After; the places are free again, no cart is written and nothing is charged; the
 * failure is logged as a warning without the key, and the owner reads it in the staff API until a
 * call goes through again. Against the local fakes of Stripe's and Mollie's APIs.
 */
describe.each([
  { label: 'Stripe (a local fake of its API)', underTest: stripeUnderTest },
  { label: 'Mollie (a local fake of its API)', underTest: mollieUnderTest },
])('a payment provider that is down: $label', ({ underTest }) => {
  let t: TestApp;
  let provider: ProviderUnderTest;
  /** The provider the app talks to now: set up right, or one of the ways it goes wrong. */
  let current: PaymentProvider;
  let working: PaymentProvider;
  let silent: Server;
  let silentPort: number;
  const logLines: string[] = [];
  let owner: string;

  beforeAll(async () => {
    provider = await underTest();
    working = provider.provider();
    current = working;
    // A server that takes every request and never answers: the provider "does not answer in time".
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
    const switching: PaymentProvider = {
      name: working.name,
      testMode: working.testMode,
      createPayment: (request) => current.createPayment(request),
      getPayment: (ref) => current.getPayment(ref),
      cancelPayment: (ref) => current.cancelPayment(ref),
      refund: (request) => current.refund(request),
      getRefund: (paymentRef, refundRef) => current.getRefund(paymentRef, refundRef),
      verifyWebhook: (request) => current.verifyWebhook(request),
    };
    t = await build({
      app: {
        publicUrl: 'http://localhost:3000',
        paymentProvider: () => switching,
        jobs: { pollMs: 0 },
        logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
      },
    });
    owner = await staffToken(t, 'owner');
  });
  afterAll(async () => {
    await t?.close();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
    await provider?.close();
  });

  let client = 0;
  async function initPayment(items: unknown[]) {
    client += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      remoteAddress: `10.40.${client}.1`,
      payload: { payart: EXPRESS, cart: { ver: 1, items }, url: RETURN_URLS },
    });
  }
  async function placesLeft(slot: Awaited<ReturnType<typeof hotSlot>>) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/en/ticket/collect/event/${slot.eventId}/date/${slot.date}?shop=1`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.timeslots[`${slot.date} 10:00`]?.left as number;
  }
  const providerState = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/en/staff/payments/provider?_=${owner}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const cartCount = async () => (await t.db.select({ id: carts.id }).from(carts)).length;
  const unstartedAttempts = async () =>
    (
      await t.db
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(isNull(paymentAttempts.providerRef))
    ).map((attempt) => attempt.status);

  const outages = [
    {
      what: 'cannot be reached',
      reason: 'unreachable',
      detail: 'ECONNREFUSED',
      down: async () => provider.provider({ url: provider.apiAt(await closedPort()) }),
    },
    {
      what: 'does not answer in time',
      reason: 'timeout',
      detail: expect.any(String),
      down: async () => provider.provider({ url: provider.apiAt(silentPort), timeouts: QUICK }),
    },
    {
      what: 'refuses the shop’s key (401)',
      reason: 'refused',
      detail: 'HTTP 401',
      down: async () => provider.provider({ key: `${provider.secret.slice(0, 5)}not_the_shops_key` }),
    },
  ] as const;

  it.each(outages)(
    'that $what: the start answers 503 with Retry-After, gives the places back and charges nothing',
    async ({ reason, detail, down }) => {
      const slot = await hotSlot(t.db, 2, testToday());
      const cartsBefore = await cartCount();
      const paymentsBefore = provider.paymentCount();
      const logsBefore = logLines.length;
      current = await down();
      try {
        const response = await initPayment([slot.item(2)]);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
        expect(response.headers['retry-after']).toBe('60');
        expect(response.body).not.toContain(provider.secret);
      } finally {
        current = working;
      }

      // Both places are free again at once: another visitor can have them.
      expect(await placesLeft(slot)).toBe(2);
      // No cart was written; the attempt stays as it was made, never sent to be paid.
      expect(await cartCount()).toBe(cartsBefore);
      expect(await unstartedAttempts()).toContain('created');
      expect(provider.paymentCount()).toBe(paymentsBefore);
      expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);

      // A warning with the provider's name and why, never its key nor an error line.
      const logged = logLines.slice(logsBefore).map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 40,
          provider: provider.name,
          call: 'createPayment',
          reason,
          msg: 'the payment provider is unavailable',
        }),
      );
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect(logLines.slice(logsBefore).join('\n')).not.toContain(provider.secret);

      // The owner reads what happened; the next call that goes through says it is reachable again.
      const state = await providerState();
      expect(state).toMatchObject({
        provider: provider.name,
        state: 'unavailable',
        last_failure: { reason, detail },
      });
      const paid = await initPayment([slot.item(1)]);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await placesLeft(slot)).toBe(1);
      const after = await providerState();
      expect(after).toMatchObject({ state: 'reachable', last_failure: { reason } });
      expect(after.last_success_at).toEqual(expect.any(String));
    },
  );

  /** A payment started while the provider works: its cart and the provider's reference. */
  async function startedPayment() {
    const slot = await hotSlot(t.db, 5, testToday());
    const start = await initPayment([slot.item(1)]);
    expect(start.statusCode, start.body).toBe(200);
    const { cartId } = start.json().data as { cartId: string };
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
    if (!attempt?.providerRef) throw new Error('no attempt was recorded');
    return { cartId, ref: attempt.providerRef };
  }
  async function payerPays(ref: string) {
    for (const notification of provider.pay(ref)) {
      const delivered = await t.app.inject({
        method: 'POST',
        url: `/payment-webhooks/${provider.name}`,
        headers: notification.headers as Record<string, string>,
        payload: notification.rawBody,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
    }
  }
  const execPayment = (cartId: string) =>
    t.app.inject({ method: 'POST', url: '/api/en/checkout/execPayment', payload: { cartId } });

  it('the return from the payment page while the provider is down says "not confirmed yet", and books once it answers', async () => {
    const { cartId, ref } = await startedPayment();
    current = await outages[0].down();
    try {
      const returned = await execPayment(cartId);
      expect(returned.statusCode, returned.body).toBe(400);
      expect(returned.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
    } finally {
      current = working;
    }
    await payerPays(ref);
    const booked = await execPayment(cartId);
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('a payment of an order started again while the provider is down answers 503 and writes no cart', async () => {
    const { cartId, ref } = await startedPayment();
    await payerPays(ref);
    const [order] = await t.db.select().from(orders).where(eq(orders.cartId, cartId));
    if (!order) throw new Error('the order was not booked');
    // Its payment was taken back (a SEPA return, say): the customer pays it again.
    await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.id, order.id));

    current = await outages[0].down();
    try {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPaymentOrder',
        payload: { payart: EXPRESS, id: order.publicId, url: RETURN_URLS },
      });
      expect(again.statusCode, again.body).toBe(503);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      expect(again.headers['retry-after']).toBe('60');
    } finally {
      current = working;
    }
    expect(
      await t.db
        .select()
        .from(carts)
        .where(and(eq(carts.orderId, order.id))),
    ).toEqual([]);
  });
});
