import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PaymentProvider,
  type PaymentRequest,
  ProviderUnavailable,
  WebhookRejected,
  type WebhookRequest,
} from '../provider.ts';
import { stripeDriver } from './stripe.driver.ts';
import { type FakeStripe, parseStripeForm, startFakeStripe } from './stripe.fake.ts';
import {
  createStripeProvider,
  refundStatus,
  STRIPE_METHODS_BY_KIND,
  stripePaymentMethodTypes,
} from './stripe.provider.ts';
import { stripeSettingsSchema } from './stripe.settings.ts';

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
});

afterAll(async () => {
  await fake.close();
});

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    shopId: 7,
    attemptId: randomUUID(),
    idempotencyKey: randomUUID(),
    amount: 4_250,
    payartId: 1,
    kind: 'card',
    wallets: [],
    description: 'Demo museum: 2 tickets',
    details: {},
    language: 'de',
    returnUrl: 'https://shop.example/de/checkout/return',
    cancelUrl: 'https://shop.example/de/checkout/cancel',
    webhookUrl: 'https://shop.example/payment-webhooks/stripe',
    ...overrides,
  };
}

const SEPA = { payartId: 74, kind: 'direct_debit' } as const;

async function newPayment(overrides: Partial<PaymentRequest> = {}): Promise<string> {
  return (await stripe.createPayment(paymentRequest(overrides))).ref;
}

/** A session paid by card. */
async function paidByCard(): Promise<string> {
  const ref = await newPayment();
  fake.pay(ref, 'card');
  return ref;
}

/** A SEPA session whose debit the bank confirmed. */
async function paidBySepa(): Promise<string> {
  const ref = await newPayment(SEPA);
  fake.pay(ref, 'sepa_debit');
  fake.settleDebit(ref);
  return ref;
}

const eventOf = (webhook: WebhookRequest) => JSON.parse(webhook.rawBody.toString('utf8')) as { id: string };

describe('settings', () => {
  const valid = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('takes secret and restricted keys, test and live, and an optional API address', () => {
    for (const key of ['sk_test_abc', 'sk_live_abc', 'rk_test_abc', 'rk_live_abc']) {
      expect(stripeSettingsSchema.safeParse({ ...valid, STRIPE_SECRET_KEY: key }).success, key).toBe(true);
    }
    const parsed = stripeSettingsSchema.parse({ ...valid, STRIPE_API_URL: 'http://127.0.0.1:4242' });
    expect(parsed.STRIPE_API_URL).toBe('http://127.0.0.1:4242');
  });

  it('refuses a publishable key, a webhook secret of another kind and an API address with a path', () => {
    const publishable = stripeSettingsSchema.safeParse({ ...valid, STRIPE_SECRET_KEY: 'pk_test_abc' });
    expect(publishable.error?.issues[0]?.message).toMatch(/sk_test_…, sk_live_…, rk_test_… or rk_live_…/);
    expect(stripeSettingsSchema.safeParse({ ...valid, STRIPE_WEBHOOK_SECRET: 'abc' }).success).toBe(false);
    expect(stripeSettingsSchema.safeParse({ STRIPE_SECRET_KEY: 'sk_test_abc' }).success).toBe(false);
    const withPath = stripeSettingsSchema.safeParse({ ...valid, STRIPE_API_URL: 'http://127.0.0.1:4242/v1' });
    expect(withPath.success).toBe(false);
  });

  it('is in test mode with test keys only', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.testMode).toBe(true);
    expect(createStripeProvider({ ...valid, STRIPE_SECRET_KEY: 'rk_test_abc' }).testMode).toBe(true);
    expect(createStripeProvider({ ...valid, STRIPE_SECRET_KEY: 'sk_live_abc' }).testMode).toBe(false);
  });
});

describe('payment method types', () => {
  it.each([
    ['card', 1, ['card']],
    ['wallet', 90, ['card']],
    ['express', 95, ['card', 'link']],
    ['direct_debit', 74, ['sepa_debit']],
    ['direct_debit', 164, ['sepa_debit']],
    // The direct-debit payarts are SEPA whatever kind a shop gave them.
    ['card', 74, ['sepa_debit']],
    ['card', 164, ['sepa_debit']],
  ] as const)('%s with payart %i asks for %j', (kind, payartId, methods) => {
    expect(stripePaymentMethodTypes({ kind, payartId })).toEqual(methods);
  });

  it('has one entry per kind', () => {
    expect(Object.keys(STRIPE_METHODS_BY_KIND).sort()).toEqual(['card', 'direct_debit', 'express', 'wallet']);
  });
});

describe('createPayment', () => {
  it('makes a Checkout Session of the amount, methods, language, addresses and attempt', async () => {
    const request = paymentRequest({ ...SEPA, language: 'sv' });
    const payment = await stripe.createPayment(request);

    expect(payment.ref).toMatch(/^cs_test_/);
    const session = fake.session(payment.ref);
    expect(payment.redirectUrl).toBe(session.url);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 4_250,
      currency: 'eur',
      allowed_payment_method_types: ['sepa_debit'],
      locale: 'sv',
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: request.attemptId,
      metadata: { attempt_id: request.attemptId, shop_id: '7' },
    });
  });

  it('gives the same session for the same idempotency key', async () => {
    const request = paymentRequest();
    const before = fake.sessionCount();

    const first = await stripe.createPayment(request);
    const again = await stripe.createPayment(request);

    expect(again).toEqual(first);
    expect(fake.sessionCount()).toBe(before + 1);
  });

  it("passes on Stripe's refusal of the same key with other parameters", async () => {
    const request = paymentRequest();
    await stripe.createPayment(request);

    const error = await stripe.createPayment({ ...request, amount: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'StripeIdempotencyError' });
    expect(error).not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('getPayment', () => {
  it('answers an open session pending, with no method yet', async () => {
    const ref = await newPayment();
    expect(await stripe.getPayment(ref)).toEqual({ ref, status: 'pending', amount: 4_250, method: null });
  });

  it('answers a card payment paid', async () => {
    const ref = await paidByCard();
    expect(await stripe.getPayment(ref)).toEqual({ ref, status: 'paid', amount: 4_250, method: 'card' });
  });

  it('keeps a SEPA debit pending while the bank processes it, then paid', async () => {
    const ref = await newPayment(SEPA);
    fake.pay(ref, 'sepa_debit');
    expect(await stripe.getPayment(ref)).toMatchObject({ status: 'pending', method: 'sepa_debit' });

    fake.settleDebit(ref);
    expect(await stripe.getPayment(ref)).toMatchObject({ status: 'paid', method: 'sepa_debit' });
  });

  it('answers a SEPA debit the bank rejected failed', async () => {
    const ref = await newPayment(SEPA);
    fake.pay(ref, 'sepa_debit');
    fake.failDebit(ref);
    expect(await stripe.getPayment(ref)).toEqual({
      ref,
      status: 'failed',
      amount: 4_250,
      method: 'sepa_debit',
    });
  });

  it('keeps a session pending after a declined card: the payer may try again', async () => {
    const ref = await newPayment();
    fake.declineCard(ref);
    expect(await stripe.getPayment(ref)).toMatchObject({ status: 'pending' });

    fake.pay(ref, 'card');
    expect(await stripe.getPayment(ref)).toMatchObject({ status: 'paid', method: 'card' });
  });

  it('answers an expired session expired', async () => {
    const ref = await newPayment();
    fake.expireSession(ref);
    expect(await stripe.getPayment(ref)).toMatchObject({ status: 'expired' });
  });

  it('passes on an unknown session as an error of its own, not ProviderUnavailable', async () => {
    const error = await stripe.getPayment('cs_test_unknown').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404 });
  });
});

describe('cancelPayment', () => {
  it('expires an open session, and Stripe then posts checkout.session.expired', async () => {
    const ref = await newPayment();
    fake.takeSent();

    expect(await stripe.cancelPayment(ref)).toMatchObject({ ref, status: 'expired' });
    expect(fake.session(ref).status).toBe('expired');
    const [expired] = fake.takeSent();
    expect(expired && (await stripe.verifyWebhook(expired))).toEqual([
      expect.objectContaining({ type: 'checkout.session.expired', paymentRef: ref }),
    ]);
  });

  it('leaves a paid session paid, and an expired one expired', async () => {
    const paid = await paidByCard();
    expect(await stripe.cancelPayment(paid)).toMatchObject({ status: 'paid' });
    expect(fake.session(paid).status).toBe('complete');

    const expired = await newPayment();
    fake.expireSession(expired);
    expect(await stripe.cancelPayment(expired)).toMatchObject({ status: 'expired' });
  });

  it('answers a session the payer paid while it was being expired as paid', async () => {
    const ref = await newPayment();
    fake.payWhileExpiring(ref);
    expect(await stripe.cancelPayment(ref)).toMatchObject({ status: 'paid', method: 'card' });
  });

  it('answers a SEPA debit in processing as it is', async () => {
    const ref = await newPayment(SEPA);
    fake.pay(ref, 'sepa_debit');
    expect(await stripe.cancelPayment(ref)).toMatchObject({ status: 'pending' });
  });
});

describe('refund', () => {
  it('gives a card payment back at once, with the payment and the reason kept on the refund', async () => {
    const ref = await paidByCard();
    fake.takeSent();

    const refund = await stripe.refund({
      paymentRef: ref,
      amount: 1_000,
      idempotencyKey: randomUUID(),
      reason: 'late',
    });

    expect(refund).toEqual({ ref: expect.stringMatching(/^re_/), status: 'succeeded', amount: 1_000 });
    expect(fake.refunded(ref)).toBe(1_000);
    expect(await stripe.getRefund(ref, refund.ref)).toEqual(refund);
    const [created] = fake.takeSent();
    expect(created && (await stripe.verifyWebhook(created))).toEqual([
      expect.objectContaining({ type: 'refund.created', paymentRef: ref, refundRef: refund.ref }),
    ]);
  });

  it('gives the same refund for the same idempotency key, never a second one', async () => {
    const ref = await paidByCard();
    const request = { paymentRef: ref, amount: 4_250, idempotencyKey: randomUUID(), reason: 'places taken' };

    const first = await stripe.refund(request);
    const again = await stripe.refund(request);

    expect(again).toEqual(first);
    expect(fake.refunded(ref)).toBe(4_250);
  });

  it('keeps a SEPA refund pending until the bank settles it, or failed when it fails', async () => {
    const settled = await paidBySepa();
    const request = { paymentRef: settled, amount: 500, idempotencyKey: randomUUID(), reason: 'x' };
    const pending = await stripe.refund(request);
    expect(pending.status).toBe('pending');
    expect(fake.refunded(settled)).toBe(0);

    const [updated] = fake.settleRefunds();
    expect(await stripe.getRefund(settled, pending.ref)).toEqual({ ...pending, status: 'succeeded' });
    // Stripe replays the first answer (pending) for the same key: the adapter answers the refund of now.
    expect(await stripe.refund(request)).toEqual({ ...pending, status: 'succeeded' });
    expect(fake.refunded(settled)).toBe(500);
    expect(updated && (await stripe.verifyWebhook(updated))).toEqual([
      expect.objectContaining({ type: 'refund.updated', paymentRef: settled, refundRef: pending.ref }),
    ]);

    const failing = await paidBySepa();
    const refund = await stripe.refund({
      paymentRef: failing,
      amount: 500,
      idempotencyKey: randomUUID(),
      reason: 'x',
    });
    fake.failRefund(refund.ref);
    expect(await stripe.getRefund(failing, refund.ref)).toMatchObject({ status: 'failed' });
  });

  it('maps every Stripe refund status', () => {
    expect(refundStatus('succeeded')).toBe('succeeded');
    expect(refundStatus('pending')).toBe('pending');
    expect(refundStatus('requires_action')).toBe('pending');
    expect(refundStatus('failed')).toBe('failed');
    expect(refundStatus('canceled')).toBe('failed');
  });

  it('throws ProviderUnavailable on a 500 or a 429, and the retry with the same key goes through once', async () => {
    const ref = await paidByCard();
    const request = { paymentRef: ref, amount: 4_250, idempotencyKey: randomUUID(), reason: 'x' };

    fake.failRefunds(1);
    await expect(stripe.refund(request)).rejects.toThrow(ProviderUnavailable);
    fake.failRefunds(1, 429);
    await expect(stripe.refund(request)).rejects.toThrow(ProviderUnavailable);
    expect(fake.refunded(ref)).toBe(0);

    expect(await stripe.refund(request)).toMatchObject({ status: 'succeeded', amount: 4_250 });
    expect(await stripe.refund(request)).toMatchObject({ status: 'succeeded', amount: 4_250 });
    expect(fake.refunded(ref)).toBe(4_250);
  });

  it("passes on Stripe's refusal of a refund larger than the payment, and of an unpaid one", async () => {
    const ref = await paidByCard();
    const tooMuch = await stripe
      .refund({ paymentRef: ref, amount: 4_251, idempotencyKey: randomUUID(), reason: 'x' })
      .catch((caught: unknown) => caught);
    expect(tooMuch).toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large' });

    const open = await newPayment();
    await expect(
      stripe.refund({ paymentRef: open, amount: 1, idempotencyKey: randomUUID(), reason: 'x' }),
    ).rejects.toThrow(/no payment to refund/);
  });
});

describe('network', () => {
  it('throws ProviderUnavailable when Stripe cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createStripeProvider({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });

    const error = await unreachable.getPayment('cs_test_x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ failure: 'unreachable', detail: 'ECONNREFUSED' });
  });

  it('sends the secret key: another key is refused, as unavailable until a person fixes the key (issue 40)', async () => {
    const wrongKey = createStripeProvider({
      STRIPE_SECRET_KEY: 'sk_test_another',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    });
    const error = await wrongKey.createPayment(paymentRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({
      failure: 'refused',
      detail: 'HTTP 401',
      cause: { type: 'StripeAuthenticationError', statusCode: 401 },
    });
  });

  it('gives up a payment start Stripe does not answer within its time, as a timeout', async () => {
    // A server that takes the request and never answers: any time limit ends it.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = createStripeProvider(
        {
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_URL: `http://127.0.0.1:${port}`,
        },
        { startMs: 100, callMs: 100 },
      );
      const error = await slow.createPayment(paymentRequest()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderUnavailable);
      expect(error).toMatchObject({ failure: 'timeout' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('passes on a request Stripe refuses for itself (a 400), not as unavailable', async () => {
    const error = await stripe.getPayment('cs_test_no_such_session').catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('verifyWebhook', () => {
  it('maps the session events onto the session, with the event kept as it came', async () => {
    const ref = await newPayment(SEPA);
    const [completed] = fake.pay(ref, 'sepa_debit');
    const [failed] = fake.failDebit(ref);
    if (!completed || !failed) throw new Error('the fake posted nothing');

    const events = await stripe.verifyWebhook(completed);
    expect(events).toEqual([
      {
        eventId: eventOf(completed).id,
        type: 'checkout.session.completed',
        paymentRef: ref,
        payload: eventOf(completed),
      },
    ]);
    expect(await stripe.verifyWebhook(failed)).toEqual([
      expect.objectContaining({ type: 'checkout.session.async_payment_failed', paymentRef: ref }),
    ]);

    const other = await newPayment(SEPA);
    fake.pay(other, 'sepa_debit');
    const [succeeded] = fake.settleDebit(other);
    expect(succeeded && (await stripe.verifyWebhook(succeeded))).toEqual([
      expect.objectContaining({ type: 'checkout.session.async_payment_succeeded', paymentRef: other }),
    ]);
  });

  it("maps charge.refund.updated as refund.updated, and skips refunds and sessions that are not the shop's", async () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      status: 'succeeded',
      metadata: { payment_ref: 'cs_test_1' },
    };
    expect(await stripe.verifyWebhook(fake.notify('charge.refund.updated', refund))).toEqual([
      expect.objectContaining({ type: 'charge.refund.updated', paymentRef: 'cs_test_1', refundRef: 're_1' }),
    ]);
    expect(await stripe.verifyWebhook(fake.notify('refund.updated', { ...refund, metadata: {} }))).toEqual(
      [],
    );
    const foreignSession = { id: 'cs_test_2', object: 'checkout.session', metadata: {} };
    expect(await stripe.verifyWebhook(fake.notify('checkout.session.completed', foreignSession))).toEqual([]);
  });

  it('answers [] for an event the shop does not act on', async () => {
    const ref = await newPayment();
    const [declined] = fake.declineCard(ref);
    expect(declined && (await stripe.verifyWebhook(declined))).toEqual([]);
    expect(
      await stripe.verifyWebhook(fake.notify('customer.created', { id: 'cus_1', object: 'customer' })),
    ).toEqual([]);
  });

  describe('rejects', () => {
    const completedEvent = async () => {
      const ref = await newPayment();
      return { ref, session: { ...fake.session(ref), status: 'complete', payment_status: 'paid' } };
    };

    it('a notification signed with another secret', async () => {
      const { session } = await completedEvent();
      const forged = fake.notify('checkout.session.completed', session, { secret: 'whsec_someone_else' });
      await expect(stripe.verifyWebhook(forged)).rejects.toThrow(WebhookRejected);
    });

    it('a body changed after signing', async () => {
      const { session } = await completedEvent();
      const signed = fake.notify('checkout.session.completed', session);
      const tampered = signed.rawBody.toString('utf8').replace('"amount_total": 4250', '"amount_total": 1');
      expect(tampered).not.toBe(signed.rawBody.toString('utf8'));
      await expect(stripe.verifyWebhook({ ...signed, rawBody: Buffer.from(tampered) })).rejects.toThrow(
        WebhookRejected,
      );
      // The untouched one holds: the rejection is the change's.
      await expect(stripe.verifyWebhook(signed)).resolves.toHaveLength(1);
    });

    it('a notification without a signature', async () => {
      const { session } = await completedEvent();
      const signed = fake.notify('checkout.session.completed', session);
      const { 'stripe-signature': _, ...unsigned } = signed.headers;
      await expect(stripe.verifyWebhook({ ...signed, headers: unsigned })).rejects.toThrow(WebhookRejected);
      await expect(
        stripe.verifyWebhook({ ...signed, headers: { ...unsigned, 'stripe-signature': '' } }),
      ).rejects.toThrow(WebhookRejected);
    });

    it("a signature older than Stripe's five minutes", async () => {
      const { session } = await completedEvent();
      const now = Math.floor(Date.now() / 1000);
      const stale = fake.notify('checkout.session.completed', session, { timestamp: now - 301 });
      await expect(stripe.verifyWebhook(stale)).rejects.toThrow(WebhookRejected);
      const recent = fake.notify('checkout.session.completed', session, { timestamp: now - 290 });
      await expect(stripe.verifyWebhook(recent)).resolves.toHaveLength(1);
    });
  });
});

describe('the fake', () => {
  it('reads the SDK form encoding: nested objects and indexed lists', () => {
    expect(
      parseStripeForm(
        'line_items[0][price_data][unit_amount]=5&line_items[0][quantity]=1&expand[0]=a.b&name=x%20y',
      ),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '5' }, quantity: '1' }],
      expand: ['a.b'],
      name: 'x y',
    });
  });
});

describe('stripeDriver', () => {
  it('plays the payer and the bank on the fake, and forges what the adapter rejects', async () => {
    const driver = stripeDriver();
    const provider = await driver.start({ db: undefined as never, publicUrl: 'https://shop.example' });
    try {
      const debit = await provider.createPayment(paymentRequest(SEPA));
      const paid = await driver.payerPays(debit.ref);
      expect(paid.map((webhook) => JSON.parse(webhook.rawBody.toString('utf8')).type)).toEqual([
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
      ]);
      expect(await provider.getPayment(debit.ref)).toMatchObject({ status: 'paid' });

      const rejected = await provider.createPayment(paymentRequest(SEPA));
      await driver.payerFails(rejected.ref);
      expect(await provider.getPayment(rejected.ref)).toMatchObject({ status: 'failed' });

      const card = await provider.createPayment(paymentRequest());
      expect(await driver.payerCancels(card.ref)).toEqual([]);
      await driver.payerPays(card.ref);
      driver.failRefunds(1);
      const refundRequest = {
        paymentRef: card.ref,
        amount: 4_250,
        idempotencyKey: randomUUID(),
        reason: 'x',
      };
      await expect(provider.refund(refundRequest)).rejects.toThrow(ProviderUnavailable);
      await provider.refund(refundRequest);
      expect(await driver.settleRefunds()).toEqual([]);
      expect(await driver.refunded(card.ref)).toBe(4_250);

      await expect(provider.verifyWebhook(driver.forgedNotification(card.ref))).rejects.toThrow(
        WebhookRejected,
      );
    } finally {
      await driver.stop();
    }
  });
});
