import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import type { PaymentRequest } from '../provider.ts';
import { escapeHtml, maskIban, pageLanguage } from './sandbox.page.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.provider.ts';

let keys = 0;
const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => {
  keys += 1;
  return {
    shopId: DEMO_SHOP_ID,
    attemptId: `attempt-${keys}`,
    idempotencyKey: `cart-${keys}-${Math.random()}`,
    amount: 1_250,
    payartId: 1,
    kind: 'card',
    wallets: [],
    description: 'Admission, Guided tour "Light & shadow"',
    details: {},
    language: 'en',
    returnUrl: `http://localhost:3000/en/checkout/accepted?cartId=c${keys}`,
    cancelUrl: `http://localhost:3000/en/checkout/canceled?cartId=c${keys}`,
    webhookUrl: 'http://localhost:3000/payment-webhooks/sandbox',
    ...overrides,
  };
};

describe('sandbox page helpers', () => {
  it.each([
    ['<script>"&\'', '&lt;script&gt;&quot;&amp;&#39;'],
    ['plain', 'plain'],
  ])('escapeHtml(%s)', (text, html) => expect(escapeHtml(text)).toBe(html));
  it.each([
    ['DE89370400440532013000', 'DE89 •••• •••• 3000'],
    ['de89 3704 0044 0532 0130 00', 'DE89 •••• •••• 3000'],
    ['DE89', '••••'],
  ])('maskIban(%s)', (iban, masked) => expect(maskIban(iban)).toBe(masked));
  it.each([
    ['http://localhost:3000/de/checkout/accepted?cartId=x', 'de'],
    ['/sv/checkout/accepted', 'sv'],
    ['http://localhost:3000/checkout/accepted', 'en'],
    ['http://localhost:3000/xx/checkout', 'en'],
  ])('pageLanguage(%s)', (url, lang) => expect(pageLanguage(url, 'en')).toBe(lang));
});

describe('the payment sandbox', () => {
  let t: TestApp;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await build({
      app: { paymentProvider: (db) => (sandbox = createSandboxProvider({ db })) },
    });
  });
  afterAll(() => t.close());

  const create = (overrides: Partial<PaymentRequest> = {}) => {
    const payment = request(overrides);
    return sandbox.createPayment(payment).then((created) => ({ ...created, request: payment }));
  };
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const act = (url: string, action: string, form = true) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/${action}`,
      // As a browser posts the page's empty form; the lead's tests post without a body.
      ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } : {}),
    });

  it('gives out unguessable ids on this server and the same payment for the same idempotency key', async () => {
    const first = await create();
    expect(first.ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.redirectUrl).toBe(`/payment-sandbox/${first.ref}`);
    const again = await sandbox.createPayment(first.request);
    expect(again).toEqual({ ref: first.ref, redirectUrl: first.redirectUrl });
    const [one, two] = await Promise.all([
      sandbox.createPayment({ ...first.request, idempotencyKey: 'at-once' }),
      sandbox.createPayment({ ...first.request, idempotencyKey: 'at-once' }),
    ]);
    expect(one?.ref).toBe(two?.ref);
    expect(await sandbox.getPayment(first.ref)).toEqual({
      ref: first.ref,
      status: 'pending',
      amount: 1_250,
      method: null,
    });
    await expect(sandbox.createPayment({ ...first.request, amount: 999 })).rejects.toThrow(/another payment/);
  });

  it('shows TEST MODE, the museum, the amount, the method and three labelled buttons', async () => {
    const { redirectUrl } = await create();
    const response = await page(redirectUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('TEST MODE — no money moves');
    expect(html).toContain('Museum of Light');
    expect(html).toContain('€12.50');
    expect(html).toContain('<dd>Card</dd>');
    expect(html).toContain('Guided tour &quot;Light &amp; shadow&quot;');
    for (const [action, label] of [
      ['pay', 'Pay €12.50'],
      ['fail', 'Let the payment fail'],
      ['cancel', 'Cancel the payment'],
    ])
      expect(html).toMatch(
        new RegExp(
          `<form method="post" action="${redirectUrl}/${action}"><button type="submit"[^>]*>${label}</button>`,
        ),
      );
    expect(html).not.toMatch(/<script|style="/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self' http://localhost:3000");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('script-src');
  });

  it('shows a SEPA mandate with the account holder and the masked IBAN, in the shop’s language', async () => {
    const { redirectUrl } = await create({
      kind: 'direct_debit',
      details: { accountHolder: 'Greta <Guest>', iban: 'DE89370400440532013000' },
      returnUrl: 'http://localhost:3000/de/checkout/accepted',
      cancelUrl: 'http://localhost:3000/de/checkout/canceled',
    });
    const html = (await page(redirectUrl)).body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('TESTMODUS');
    expect(html).toContain('Museum des Lichts');
    expect(html).toContain('12,50\u00a0€');
    expect(html).toContain('SEPA-Lastschriftmandat');
    expect(html).toContain('Greta &lt;Guest&gt;');
    expect(html).toContain('DE89 •••• •••• 3000');
    expect(html).not.toContain('0532013000');
  });

  it('shows the wallets of a wallet payment and the express provider', async () => {
    const wallet = await create({ kind: 'wallet', wallets: ['APPLEPAY', 'GOOGLEPAY'] });
    const walletPage = (await page(wallet.redirectUrl)).body;
    expect(walletPage).toContain('<dd>Wallet</dd>');
    expect(walletPage).toContain('Apple Pay, Google Pay');
    const express = await create({ kind: 'express' });
    expect((await page(express.redirectUrl)).body).toContain('<dd>Express provider</dd>');
  });

  it('pays: 303 to the stored return address, status paid, notified; a second post changes nothing', async () => {
    const notified: string[] = [];
    const stop = sandbox.onNotification(async (notification) => {
      notified.push(JSON.parse(notification.rawBody.toString()).id);
    });
    try {
      const { ref, redirectUrl, request: sent } = await create();
      const response = await act(redirectUrl, 'pay');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(sent.returnUrl);
      expect(await sandbox.getPayment(ref)).toMatchObject({ status: 'paid', amount: 1_250 });
      expect(notified).toEqual([ref]);

      for (const action of ['pay', 'cancel', 'fail']) {
        const again = await act(redirectUrl, action, false);
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe(sent.returnUrl);
      }
      expect((await sandbox.getPayment(ref)).status).toBe('paid');
      const html = (await page(redirectUrl)).body;
      expect(html).toContain('This payment is paid.');
      expect(html).not.toContain('<form');
    } finally {
      stop();
    }
  });

  it('fails: 303 to the return address and status failed, once', async () => {
    const { ref, redirectUrl, request: sent } = await create();
    const response = await act(redirectUrl, 'fail');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(sent.returnUrl);
    expect((await sandbox.getPayment(ref)).status).toBe('failed');
    expect((await act(redirectUrl, 'pay')).headers.location).toBe(sent.returnUrl);
    expect((await sandbox.getPayment(ref)).status).toBe('failed');
  });

  it('cancels: 303 to the cancel address and status canceled, once', async () => {
    const { ref, redirectUrl, request: sent } = await create();
    const response = await act(redirectUrl, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(sent.cancelUrl);
    expect((await sandbox.getPayment(ref)).status).toBe('canceled');
    expect((await act(redirectUrl, 'pay')).headers.location).toBe(sent.cancelUrl);
    expect((await sandbox.getPayment(ref)).status).toBe('canceled');
  });

  it('redirects to the stored address only, whatever the request says', async () => {
    const { redirectUrl, request: sent } = await create();
    const response = await t.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay?returnUrl=https://evil.example/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/' },
      payload: 'returnUrl=https%3A%2F%2Fevil.example%2F',
    });
    expect(response.headers.location).toBe(sent.returnUrl);
  });

  it('still settles and redirects when the notification fails; the page is the provider’s, not checkout’s', async () => {
    const stop = sandbox.onNotification(async () => {
      throw new Error('booking is down');
    });
    try {
      const { ref, redirectUrl, request: sent } = await create();
      const response = await act(redirectUrl, 'pay');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(sent.returnUrl);
      expect((await sandbox.getPayment(ref)).status).toBe('paid');
    } finally {
      stop();
    }
  });

  it('refunds a paid payment once per key, never more than was paid, and it stays paid', async () => {
    const { ref, redirectUrl } = await create();
    await act(redirectUrl, 'pay');
    const refund = (idempotencyKey: string, amount: number) =>
      sandbox.refund({ paymentRef: ref, amount, idempotencyKey, reason: 'test' });
    expect((await refund('r1', 1_000)).status).toBe('succeeded');
    expect((await refund('r1', 1_000)).status).toBe('succeeded');
    expect((await refund('r2', 500)).status).toBe('failed');
    expect((await refund('r3', 250)).status).toBe('succeeded');
    expect(await sandbox.getPayment(ref)).toMatchObject({ status: 'paid', amount: 1_250 });
    expect((await sandbox.find(ref))?.refundedAmount).toBe(1_250);
    expect(await sandbox.getRefund(ref, 'rf_r1')).toEqual({
      ref: 'rf_r1',
      status: 'succeeded',
      amount: 1_000,
    });
    sandbox.failRefunds(1);
    await expect(refund('r4', 1)).rejects.toThrow(/refusing refunds/);
  });

  it('answers an unknown id with a 404 page', async () => {
    for (const url of [
      '/payment-sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/payment-sandbox/x',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Payment not found');
      expect((await act(url, 'pay')).statusCode).toBe(404);
    }
    await expect(sandbox.getPayment('nope')).rejects.toThrow(/No sandbox payment/);
  });
});
