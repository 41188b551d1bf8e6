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
import { mollieDriver } from './mollie.driver.ts';
import { type FakeMollie, MOLLIE_SDK_ATTEMPTS, mollieNotification, startFakeMollie } from './mollie.fake.ts';
import {
  centsOf,
  createMollieProvider,
  mollieMethodFor,
  mollieValue,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from './mollie.provider.ts';
import { mollieSettingsSchema } from './mollie.settings.ts';

let fake: FakeMollie;
let mollie: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeMollie();
  mollie = createMollieProvider({ MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_URL: fake.url });
});

afterAll(async () => {
  await fake.close();
});

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    shopId: 7,
    attemptId: randomUUID(),
    idempotencyKey: randomUUID(),
    amount: 1250,
    payartId: 1,
    kind: 'card',
    wallets: [],
    description: 'Stadtmuseum: 2 tickets',
    details: {},
    language: 'de',
    returnUrl: 'https://shop.example/checkout/return',
    cancelUrl: 'https://shop.example/checkout/cancel',
    webhookUrl: 'https://shop.example/payment-webhooks/mollie',
    ...overrides,
  };
}

/** The body of the last request the adapter sent to this path. */
function lastSent(method: string, path: string) {
  const sent = fake.requests.filter((request) => request.method === method && request.path === path).at(-1);
  if (!sent) throw new Error(`Nothing was sent: ${method} ${path}`);
  return sent;
}

/** The refunds the fake holds of a payment. */
function refundsAt(ref: string): unknown[] {
  const embedded = fake.payment(ref)?._embedded as { refunds?: unknown[] } | undefined;
  return embedded?.refunds ?? [];
}

async function paidPayment(amount = 1250): Promise<string> {
  const { ref } = await mollie.createPayment(paymentRequest({ amount }));
  fake.pay(ref);
  return ref;
}

async function deliver(notification: WebhookRequest) {
  return mollie.verifyWebhook(notification);
}

describe('settings', () => {
  it('takes test_ and live_ keys and tells what a key looks like otherwise', () => {
    expect(mollieSettingsSchema.safeParse({ MOLLIE_API_KEY: 'live_abc123' }).success).toBe(true);
    const wrong = mollieSettingsSchema.safeParse({ MOLLIE_API_KEY: 'sk_test_abc' });
    expect(wrong.error?.issues[0]?.message).toMatch(/test_… or live_…/);
  });

  it('allows plain http only for an address on this machine', () => {
    const withUrl = (url: string) =>
      mollieSettingsSchema.safeParse({ MOLLIE_API_KEY: 'test_abc', MOLLIE_API_URL: url }).success;
    expect(withUrl('http://127.0.0.1:4000/v2/')).toBe(true);
    expect(withUrl('https://api.mollie.com/v2/')).toBe(true);
    expect(withUrl('http://mollie.example/v2/')).toBe(false);
  });

  it('is in test mode with a test key only', () => {
    expect(mollie.testMode).toBe(true);
    expect(createMollieProvider({ MOLLIE_API_KEY: 'live_abc' }).testMode).toBe(false);
    expect(mollie.name).toBe('mollie');
  });
});

describe('amounts', () => {
  it('writes cents as Mollie values and reads them back, at the edges', () => {
    for (const [cents, value] of [
      [1, '0.01'],
      [100, '1.00'],
      [1250, '12.50'],
      [2_147_483_647, '21474836.47'],
    ] as const) {
      expect(mollieValue(cents)).toBe(value);
      expect(centsOf(value)).toBe(cents);
    }
  });

  it('refuses values that are no amount of cents', () => {
    for (const value of ['12.5', '12', '1e3', '-1.00', '12.500', ' 1.00']) {
      expect(() => centsOf(value), value).toThrow(RangeError);
    }
    expect(() => mollieValue(12.5)).toThrow(RangeError);
  });

  it('sends and reads the edge amounts through Mollie unchanged', async () => {
    for (const [cents, value] of [
      [1, '0.01'],
      [100, '1.00'],
      [2_147_483_647, '21474836.47'],
    ] as const) {
      const { ref } = await mollie.createPayment(paymentRequest({ amount: cents }));
      expect(fake.payment(ref)?.amount).toEqual({ value, currency: 'EUR' });
      expect((await mollie.getPayment(ref)).amount).toBe(cents);
    }
  });
});

describe('payment methods', () => {
  it('maps each kind of payment type onto Mollie methods', () => {
    const methodFor = (kind: PaymentRequest['kind'], wallets: PaymentRequest['wallets'] = [], payartId = 1) =>
      mollieMethodFor({ kind, wallets, payartId });
    expect(methodFor('card')).toBe('creditcard');
    expect(methodFor('wallet', ['APPLEPAY'])).toBe('applepay');
    expect(methodFor('wallet', ['GOOGLEPAY'])).toBe('creditcard');
    expect(methodFor('wallet', ['APPLEPAY', 'GOOGLEPAY'])).toEqual(['applepay', 'creditcard']);
    expect(methodFor('wallet')).toEqual(['applepay', 'creditcard']);
    expect(methodFor('direct_debit')).toBe('banktransfer');
    expect(methodFor('express')).toBeUndefined();
  });

  it('takes payart 74 and 164 for SEPA payments whatever their kind', () => {
    for (const payartId of [74, 164]) {
      expect(mollieMethodFor({ kind: 'card', wallets: [], payartId })).toBe('banktransfer');
      expect(mollieMethodFor({ kind: 'express', wallets: [], payartId })).toBe('banktransfer');
    }
  });

  it('sends the method, or none for express so the hosted page offers all', async () => {
    await mollie.createPayment(paymentRequest({ payartId: 164, kind: 'direct_debit' }));
    expect(lastSent('POST', '/v2/payments').body).toMatchObject({ method: 'banktransfer' });
    await mollie.createPayment(paymentRequest({ kind: 'express' }));
    expect(lastSent('POST', '/v2/payments').body).not.toHaveProperty('method');
  });
});

describe('createPayment', () => {
  it('creates a payment with the webhook, method, locale, urls and metadata, and answers its checkout', async () => {
    const request = paymentRequest({ language: 'nl', kind: 'wallet', wallets: ['APPLEPAY'] });
    const created = await mollie.createPayment(request);

    expect(created.ref).toMatch(/^tr_/);
    const sent = lastSent('POST', '/v2/payments');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: request.description,
      redirectUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      webhookUrl: request.webhookUrl,
      locale: 'nl_NL',
      method: 'applepay',
      metadata: { attempt_id: request.attemptId, shop_id: 7 },
    });
    const links = fake.payment(created.ref)?._links as { checkout: { href: string } };
    expect(created.redirectUrl).toBe(links.checkout.href);
  });

  it('gives the locale of each language', async () => {
    const locales = {
      en: 'en_US',
      de: 'de_DE',
      fr: 'fr_FR',
      it: 'it_IT',
      nl: 'nl_NL',
      es: 'es_ES',
      sv: 'sv_SE',
      da: 'da_DK',
    };
    for (const [language, locale] of Object.entries(locales)) {
      const { ref } = await mollie.createPayment(
        paymentRequest({ language: language as PaymentRequest['language'] }),
      );
      expect(fake.payment(ref)?.locale).toBe(locale);
    }
  });

  it('cuts a description longer than Mollie keeps', async () => {
    await mollie.createPayment(paymentRequest({ description: '€'.repeat(300) }));
    expect(lastSent('POST', '/v2/payments').body).toMatchObject({ description: '€'.repeat(255) });
  });

  it('answers the same key with the same payment: one payment at Mollie', async () => {
    const request = paymentRequest();
    const before = fake.paymentCount();
    const first = await mollie.createPayment(request);
    const again = await mollie.createPayment(request);
    expect(again).toEqual(first);
    expect(fake.paymentCount()).toBe(before + 1);
  });

  it('refuses the same key for another payment, as Mollie does', async () => {
    const request = paymentRequest();
    await mollie.createPayment(request);
    const other = mollie.createPayment({ ...request, amount: 999 });
    await expect(other).rejects.toThrow(/idempotency key/i);
    await expect(other).rejects.not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('getPayment', () => {
  it('answers each Mollie status as checkout knows it, with the method once chosen', async () => {
    // Express leaves the method to the payer: none until chosen on the hosted page.
    const open = await mollie.createPayment(paymentRequest({ kind: 'express' }));
    expect(await mollie.getPayment(open.ref)).toEqual({
      ref: open.ref,
      status: 'pending',
      amount: 1250,
      method: null,
    });
    fake.pay(open.ref, 'ideal');
    expect(await mollie.getPayment(open.ref)).toEqual({
      ref: open.ref,
      status: 'paid',
      amount: 1250,
      method: 'ideal',
    });

    const outcomes = [
      [(ref: string) => fake.pay(ref), 'paid'],
      [(ref: string) => fake.fail(ref), 'failed'],
      [(ref: string) => fake.payerCancels(ref), 'canceled'],
      [(ref: string) => fake.expire(ref), 'expired'],
    ] as const;
    for (const [act, status] of outcomes) {
      const { ref } = await mollie.createPayment(paymentRequest());
      act(ref);
      expect((await mollie.getPayment(ref)).status, status).toBe(status);
    }
    const paid = await paidPayment();
    expect((await mollie.getPayment(paid)).method).toBe('creditcard');
  });

  it('maps the statuses in which the payer or the bank is still at work to pending', () => {
    expect(PAYMENT_STATUSES).toEqual({
      open: 'pending',
      pending: 'pending',
      authorized: 'pending',
      paid: 'paid',
      failed: 'failed',
      canceled: 'canceled',
      expired: 'expired',
    });
    expect(REFUND_STATUSES).toEqual({
      queued: 'pending',
      pending: 'pending',
      processing: 'pending',
      refunded: 'succeeded',
      failed: 'failed',
      canceled: 'failed',
    });
  });
});

describe('cancelPayment', () => {
  it('cancels an open payment, so the payer can no longer pay it', async () => {
    const { ref } = await mollie.createPayment(paymentRequest());
    expect((await mollie.cancelPayment(ref)).status).toBe('canceled');
    expect(fake.payment(ref)?.status).toBe('canceled');
    expect(fake.pay(ref)).toEqual([]);
  });

  it('answers a payment Mollie will not cancel any more as it is', async () => {
    const { ref } = await mollie.createPayment(paymentRequest());
    fake.failRequests(1, 422, 'DELETE');
    expect((await mollie.cancelPayment(ref)).status).toBe('pending');
  });

  it('leaves a paid payment paid and asks Mollie for no cancel', async () => {
    const ref = await paidPayment();
    expect((await mollie.cancelPayment(ref)).status).toBe('paid');
    expect(
      fake.requests.some((request) => request.method === 'DELETE' && request.path === `/v2/payments/${ref}`),
    ).toBe(false);
  });
});

describe('refunds', () => {
  it('refunds: pending until Mollie settles, then succeeded', async () => {
    const ref = await paidPayment(2000);
    const key = randomUUID();
    const refund = await mollie.refund({
      paymentRef: ref,
      amount: 750,
      idempotencyKey: key,
      reason: 'The slot was full',
    });
    expect(refund).toMatchObject({ status: 'pending', amount: 750 });
    expect(refund.ref).toMatch(/^re_/);

    const sent = lastSent('POST', `/v2/payments/${ref}/refunds`);
    expect(sent.idempotencyKey).toBe(key);
    expect(sent.body).toEqual({
      amount: { currency: 'EUR', value: '7.50' },
      description: 'The slot was full',
      metadata: { payment_ref: ref, idempotency_key: key },
    });

    fake.settleRefunds();
    expect(await mollie.getRefund(ref, refund.ref)).toEqual({
      ref: refund.ref,
      status: 'succeeded',
      amount: 750,
    });
    expect(fake.refunded(ref)).toBe(750);
  });

  it('answers the same key with the same refund, even once it is settled', async () => {
    const ref = await paidPayment();
    const request = { paymentRef: ref, amount: 500, idempotencyKey: randomUUID(), reason: 'Cancelled cart' };
    const first = await mollie.refund(request);
    fake.settleRefunds();
    const again = await mollie.refund(request);
    expect(again).toEqual({ ...first, status: 'succeeded' });
    const other = await mollie.refund({ ...request, idempotencyKey: randomUUID() });
    expect(other.ref).not.toBe(first.ref);
    expect(refundsAt(ref)).toHaveLength(2);
  });

  it('cuts the reason to the 140 characters of a refund description', async () => {
    const ref = await paidPayment();
    await mollie.refund({
      paymentRef: ref,
      amount: 100,
      idempotencyKey: randomUUID(),
      reason: 'x'.repeat(200),
    });
    expect(lastSent('POST', `/v2/payments/${ref}/refunds`).body).toMatchObject({
      description: 'x'.repeat(140),
    });
  });

  it('fails a refund Mollie answers with a 5xx as unavailable, and the retry makes one refund', async () => {
    const ref = await paidPayment();
    const request = { paymentRef: ref, amount: 300, idempotencyKey: randomUUID(), reason: 'Retry me' };
    fake.failRefundRequests(MOLLIE_SDK_ATTEMPTS);
    await expect(mollie.refund(request)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(refundsAt(ref)).toEqual([]);

    const retried = await mollie.refund(request);
    expect(retried.status).toBe('pending');
    expect(refundsAt(ref)).toHaveLength(1);
  });

  it('goes through when a 5xx passes within the SDK’s own tries', async () => {
    const ref = await paidPayment();
    fake.failRefundRequests(MOLLIE_SDK_ATTEMPTS - 1);
    const refund = await mollie.refund({
      paymentRef: ref,
      amount: 300,
      idempotencyKey: randomUUID(),
      reason: 'x',
    });
    expect(refund.status).toBe('pending');
  });

  it('rethrows what Mollie refuses for good (more than was paid)', async () => {
    const ref = await paidPayment(1000);
    const tooMuch = mollie.refund({
      paymentRef: ref,
      amount: 1001,
      idempotencyKey: randomUUID(),
      reason: 'x',
    });
    await expect(tooMuch).rejects.toThrow(/higher than the amount remaining/);
    await expect(tooMuch).rejects.not.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('unavailable', () => {
  it('answers a rate limit as unavailable', async () => {
    const { ref } = await mollie.createPayment(paymentRequest());
    fake.failRequests(1, 429);
    const error = await mollie.getPayment(ref).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ failure: 'rate_limited', detail: 'HTTP 429' });
  });

  it('answers an address where nothing listens as unavailable', async () => {
    const gone = await startFakeMollie();
    await gone.close();
    const unreachable = createMollieProvider({ MOLLIE_API_KEY: gone.apiKey, MOLLIE_API_URL: gone.url });
    const error = await unreachable.getPayment('tr_gone').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ failure: 'unreachable', detail: 'ECONNREFUSED' });
  });

  it('answers a key Mollie refuses as unavailable until a person fixes it (issue 40)', async () => {
    const wrongKey = createMollieProvider({
      MOLLIE_API_KEY: 'test_not_the_shops_key',
      MOLLIE_API_URL: fake.url,
    });
    const error = await wrongKey.createPayment(paymentRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ failure: 'refused', detail: 'HTTP 401' });
  });

  it('gives up a payment start Mollie does not answer within its time, as a timeout', async () => {
    // A server that takes the request and never answers: any time limit ends it.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = createMollieProvider(
        { MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_URL: `http://127.0.0.1:${port}/v2/` },
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

  it('takes no id of the wrong shape to Mollie', async () => {
    await expect(mollie.getPayment('tr_../../v1/x')).rejects.toThrow(/Not a Mollie payment id/);
    await expect(mollie.getRefund('tr_abc', 'tr_abc')).rejects.toThrow(/Not a Mollie refund id/);
  });
});

describe('verifyWebhook', () => {
  it('answers one event per state, the same id for the same state', async () => {
    const { ref } = await mollie.createPayment(paymentRequest());
    expect((await deliver(mollieNotification(ref))).map((event) => event.eventId)).toEqual([`${ref}:open`]);
    const [paidNotification] = fake.pay(ref);
    if (!paidNotification) throw new Error('Mollie notifies a paid payment');

    const events = await deliver(paidNotification);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventId: `${ref}:paid`, type: 'payment.paid', paymentRef: ref });
    expect(events[0]?.payload).toMatchObject({ id: ref, status: 'paid' });
    expect(await deliver(paidNotification)).toEqual(events);
  });

  it('answers a refund that changed as an event of its own, with its ref', async () => {
    const ref = await paidPayment();
    const refund = await mollie.refund({
      paymentRef: ref,
      amount: 200,
      idempotencyKey: randomUUID(),
      reason: 'x',
    });
    const pending = await deliver(mollieNotification(ref));
    expect(pending.map((event) => event.eventId)).toEqual([`${ref}:paid`, `${ref}:${refund.ref}:pending`]);

    const settled = fake
      .settleRefunds()
      .find((notification) => notification.rawBody.toString() === `id=${ref}`);
    if (!settled) throw new Error('Mollie notifies a settled refund');
    const events = await deliver(settled);
    expect(events.map((event) => event.eventId)).toEqual([`${ref}:paid`, `${ref}:${refund.ref}:refunded`]);
    expect(events[1]).toMatchObject({ type: 'refund.refunded', paymentRef: ref, refundRef: refund.ref });
  });

  it('rejects a notification of a payment Mollie does not have', async () => {
    await expect(deliver(mollieNotification('tr_NoSuchPayment1'))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('rejects malformed notifications without asking Mollie', async () => {
    const asked = fake.requests.length;
    const form = (body: string, contentType = 'application/x-www-form-urlencoded') => ({
      headers: { 'content-type': contentType },
      rawBody: Buffer.from(body),
    });
    for (const notification of [
      form(''),
      form('foo'),
      form('id=re_abc123'),
      form('id=tr_abc&id=tr_def'),
      form('id=tr_abc&status=paid'),
      form('id=tr_..%2Fv1%2Fx'),
      form('{"id":"tr_abc"}', 'application/json'),
      form(`id=tr_${'a'.repeat(300)}`),
    ]) {
      await expect(deliver(notification), notification.rawBody.toString()).rejects.toBeInstanceOf(
        WebhookRejected,
      );
    }
    expect(fake.requests.length).toBe(asked);
  });

  it('answers nothing for a payment the shop did not make', async () => {
    const response = await fetch(`${fake.url}payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: { currency: 'EUR', value: '5.00' },
        description: 'A payment link of the dashboard',
        redirectUrl: 'https://museum.example/',
      }),
    });
    const { id } = (await response.json()) as { id: string };
    expect(await deliver(mollieNotification(id))).toEqual([]);
  });
});

describe('mollieDriver', () => {
  it('plays the payer and Mollie for the provider contract, forging only unknown payments', async () => {
    const driver = mollieDriver();
    const provider = await driver.start({ db: undefined as never, publicUrl: 'https://shop.example' });
    try {
      const { ref } = await provider.createPayment(paymentRequest({ payartId: 74, kind: 'direct_debit' }));
      const [paid] = await driver.payerPays(ref);
      if (!paid) throw new Error('the driver answers the notification');
      expect((await provider.verifyWebhook(paid))[0]).toMatchObject({ eventId: `${ref}:paid` });
      await expect(provider.verifyWebhook(driver.forgedNotification(ref))).rejects.toBeInstanceOf(
        WebhookRejected,
      );

      const request = { paymentRef: ref, amount: 1250, idempotencyKey: randomUUID(), reason: 'x' };
      driver.failRefunds(1);
      await expect(provider.refund(request)).rejects.toBeInstanceOf(ProviderUnavailable);
      const refund = await provider.refund(request);
      expect(await driver.refunded(ref)).toBe(0);
      expect(await driver.settleRefunds()).toHaveLength(1);
      expect(await driver.refunded(ref)).toBe(1250);
      expect((await provider.getRefund(ref, refund.ref)).status).toBe('succeeded');
    } finally {
      await driver.stop();
    }
  });
});
