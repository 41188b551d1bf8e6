import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookRequest } from '../provider.ts';

/**
 * Tests only: a local fake of the part of Mollie's v2 API the adapter uses (payments: create, get,
 * cancel; a payment's refunds: create, list, get), on 127.0.0.1. It answers as Mollie documents:
 * HAL+JSON resources, amounts as strings, errors as `{ status, title, detail, _links }`,
 * `Authorization: Bearer test_…`, and the `Idempotency-Key` of a POST answered with the first
 * answer (400 for the same key with other parameters). Controls play the payer and the bank, and
 * answer the notifications Mollie would post.
 */
export interface FakeMollie {
  /** The API's root, for the SDK's apiEndpoint (`http://127.0.0.1:<port>/v2/`). */
  readonly url: string;
  /** The only key the fake accepts. */
  readonly apiKey: string;
  /** Every request the fake answered, in order: for tests that check what the adapter sent. */
  readonly requests: readonly FakeMollieRequest[];
  /** The payment as Mollie would answer it (with its refunds embedded), or undefined. */
  payment(id: string): Record<string, unknown> | undefined;
  /** How many payments the fake holds. */
  paymentCount(): number;
  /** The payer pays on the hosted page (with the method asked for, else `method` or iDEAL). */
  pay(id: string, method?: string): WebhookRequest[];
  /** The payment fails on the hosted page (a declined card). */
  fail(id: string): WebhookRequest[];
  /** The payer cancels on the hosted page. */
  payerCancels(id: string): WebhookRequest[];
  /** The payment expires: the payer never finished. */
  expire(id: string): WebhookRequest[];
  /** Refunds not yet done (queued, pending, processing) are refunded now: one notification each. */
  settleRefunds(): WebhookRequest[];
  /** Refunds not yet done fail (the bank returned them): one notification each. */
  refusePendingRefunds(): WebhookRequest[];
  /** The next `times` refund creations (POST …/refunds) answer `status` (503 by default). */
  failRefundRequests(times: number, status?: number): void;
  /** The next `times` requests (of any method, or of this one) answer `status`. */
  failRequests(times: number, status: number, method?: string): void;
  /** Cents of a payment given back (refunds in status refunded). */
  refunded(paymentId: string): number;
  close(): Promise<void>;
}

export interface FakeMollieRequest {
  method: string;
  /** The path with its query, e.g. `/v2/payments/tr_x?embed=refunds`. */
  path: string;
  idempotencyKey: string | undefined;
  body: unknown;
}

/**
 * How many times SDK 4.6 sends a request Mollie answers with a 5xx before it gives up (one try and
 * two retries, with the same Idempotency-Key; the fake's `Retry-After: 0` makes them immediate).
 * A refund call of the adapter fails only when all of them do.
 */
export const MOLLIE_SDK_ATTEMPTS = 3;

/** The notification Mollie posts to a payment's webhookUrl: the payment's id only. */
export function mollieNotification(paymentId: string): WebhookRequest {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP client/1.0' },
    rawBody: Buffer.from(`id=${encodeURIComponent(paymentId)}`),
  };
}

/** A Mollie-looking id: its prefix and random letters and digits. */
export function fakeMollieId(prefix: 'tr_' | 're_'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
type RefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

interface Amount {
  value: string;
  currency: string;
}

interface StoredRefund {
  id: string;
  paymentId: string;
  cents: number;
  description: string;
  metadata: unknown;
  status: RefundStatus;
  createdAt: string;
}

interface StoredPayment {
  id: string;
  cents: number;
  description: string;
  requestedMethod: string | string[] | null;
  method: string | null;
  locale: string | null;
  metadata: unknown;
  status: PaymentStatus;
  redirectUrl: string;
  cancelUrl: string | null;
  webhookUrl: string | null;
  createdAt: string;
  changedAt: Partial<Record<'paidAt' | 'canceledAt' | 'failedAt' | 'expiredAt', string>>;
  refunds: StoredRefund[];
}

/** The methods and locales Mollie's create payment takes (docs.mollie.com, Create payment). */
const METHODS = new Set([
  'alma',
  'applepay',
  'bacs',
  'bancomatpay',
  'bancontact',
  'banktransfer',
  'belfius',
  'billie',
  'bizum',
  'blik',
  'creditcard',
  'directdebit',
  'eps',
  'giftcard',
  'ideal',
  'in3',
  'kbc',
  'klarna',
  'mbway',
  'mobilepay',
  'multibanco',
  'mybank',
  'paybybank',
  'paypal',
  'paysafecard',
  'przelewy24',
  'riverty',
  'satispay',
  'swish',
  'trustly',
  'twint',
  'vipps',
  'voucher',
]);
const LOCALES = new Set(
  'en_US en_GB nl_NL nl_BE fr_FR fr_BE de_DE de_AT de_CH es_ES ca_ES pt_PT it_IT nb_NO sv_SE fi_FI da_DK is_IS hu_HU pl_PL lv_LV lt_LT'.split(
    ' ',
  ),
);
const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
const FINAL_STATUSES = new Set<PaymentStatus>(['paid', 'failed', 'canceled', 'expired']);
const UNDONE_REFUNDS = new Set<RefundStatus>(['queued', 'pending', 'processing']);
const LOST_REFUNDS = new Set<RefundStatus>(['failed', 'canceled']);
const PAYMENT_DESCRIPTION_MAX = 255;
const REFUND_DESCRIPTION_MAX = 140;

/** Mollie's timestamps: ISO 8601 with +00:00, whole seconds. */
const timestamp = (date = new Date()) => `${date.toISOString().slice(0, 19)}+00:00`;

/** The fake's own amount arithmetic (not the adapter's, so a bug there is not copied here). */
function centsOfAmount(amount: unknown): number | undefined {
  if (typeof amount !== 'object' || amount === null) return undefined;
  const { value, currency } = amount as Partial<Amount>;
  if (currency !== 'EUR' || typeof value !== 'string' || !/^\d{1,13}\.\d{2}$/.test(value)) return undefined;
  return Number(value.replace('.', ''));
}

function amountOf(cents: number): Amount {
  const exact = BigInt(cents);
  return { value: `${exact / 100n}.${String(exact % 100n).padStart(2, '0')}`, currency: 'EUR' };
}

/** An answer in Mollie's error shape: the HTTP status, Mollie's detail and the field at fault. */
class MollieError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, detail: string, field?: string) {
    super(detail);
    this.status = status;
    this.field = field;
  }
}

function errorBody(error: MollieError) {
  return {
    status: error.status,
    title: TITLES[error.status] ?? 'Error',
    detail: error.message,
    ...(error.field ? { field: error.field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? `test_FakeMollie${fakeMollieId('tr_').slice(3)}`;
  const payments = new Map<string, StoredPayment>();
  const answered = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: FakeMollieRequest[] = [];
  let refundFailures = { times: 0, status: 503 };
  let requestFailures: { times: number; status: number; method?: string | undefined } = {
    times: 0,
    status: 503,
  };
  let origin = '';

  const apiUrl = (path: string) => `${origin}/v2/${path}`;
  const documentation = (page: string) => ({
    href: `https://docs.mollie.com/reference/${page}`,
    type: 'text/html',
  });

  const refundedCents = (payment: StoredPayment) =>
    payment.refunds
      .filter((refund) => !LOST_REFUNDS.has(refund.status))
      .reduce((sum, refund) => sum + refund.cents, 0);

  function refundJson(refund: StoredRefund) {
    return {
      resource: 'refund',
      id: refund.id,
      mode: 'test',
      amount: amountOf(refund.cents),
      description: refund.description,
      metadata: refund.metadata,
      status: refund.status,
      paymentId: refund.paymentId,
      createdAt: refund.createdAt,
      _links: {
        self: {
          href: apiUrl(`payments/${refund.paymentId}/refunds/${refund.id}`),
          type: 'application/hal+json',
        },
        payment: { href: apiUrl(`payments/${refund.paymentId}`), type: 'application/hal+json' },
        documentation: documentation('get-refund'),
      },
    };
  }

  function paymentJson(payment: StoredPayment, embedRefunds: boolean) {
    const final = FINAL_STATUSES.has(payment.status);
    const refunded = refundedCents(payment);
    return {
      resource: 'payment',
      id: payment.id,
      mode: 'test',
      createdAt: payment.createdAt,
      amount: amountOf(payment.cents),
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      // Mollie omits isCancelable once the payment is final.
      ...(final ? {} : { isCancelable: payment.status === 'open' }),
      ...(payment.status === 'open' ? { expiresAt: timestamp(new Date(Date.now() + 15 * 60_000)) } : {}),
      ...payment.changedAt,
      ...(payment.status === 'paid'
        ? { amountRefunded: amountOf(refunded), amountRemaining: amountOf(payment.cents - refunded) }
        : {}),
      locale: payment.locale,
      profileId: 'pfl_FakeMollie',
      sequenceType: 'oneoff',
      redirectUrl: payment.redirectUrl,
      cancelUrl: payment.cancelUrl,
      webhookUrl: payment.webhookUrl,
      ...(embedRefunds && payment.refunds.length > 0
        ? { _embedded: { refunds: payment.refunds.map(refundJson) } }
        : {}),
      _links: {
        self: { href: apiUrl(`payments/${payment.id}`), type: 'application/hal+json' },
        ...(payment.status === 'open'
          ? {
              checkout: {
                href: `${origin}/checkout/select-method/${payment.id.slice(3)}`,
                type: 'text/html',
              },
            }
          : {}),
        dashboard: { href: `${origin}/dashboard/payments/${payment.id}`, type: 'text/html' },
        ...(payment.refunds.length > 0
          ? { refunds: { href: apiUrl(`payments/${payment.id}/refunds`), type: 'application/hal+json' } }
          : {}),
        documentation: documentation('get-payment'),
      },
    };
  }

  function findPayment(id: string): StoredPayment {
    const payment = payments.get(id);
    if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
    return payment;
  }

  function createPayment(body: Record<string, unknown>) {
    const cents = centsOfAmount(body.amount);
    if (cents === undefined || cents <= 0)
      throw new MollieError(422, 'The amount is invalid', 'amount.value');
    if (typeof body.description !== 'string' || body.description.trim() === '') {
      throw new MollieError(422, 'The description is invalid', 'description');
    }
    if (typeof body.redirectUrl !== 'string' || !URL.canParse(body.redirectUrl)) {
      throw new MollieError(422, 'The redirect URL is invalid', 'redirectUrl');
    }
    for (const [field, value] of [
      ['cancelUrl', body.cancelUrl],
      ['webhookUrl', body.webhookUrl],
    ] as const) {
      if (value !== undefined && (typeof value !== 'string' || !URL.canParse(value))) {
        throw new MollieError(422, `The ${field} is invalid`, field);
      }
    }
    const method = body.method;
    const methods = Array.isArray(method) ? method : method === undefined || method === null ? [] : [method];
    if (!methods.every((name) => typeof name === 'string' && METHODS.has(name))) {
      throw new MollieError(422, 'The payment method is invalid', 'method');
    }
    if (body.locale !== undefined && (typeof body.locale !== 'string' || !LOCALES.has(body.locale))) {
      throw new MollieError(422, 'The locale is invalid', 'locale');
    }
    const payment: StoredPayment = {
      id: fakeMollieId('tr_'),
      cents,
      // Mollie does not reject a longer description: it cuts it.
      description: Array.from(body.description).slice(0, PAYMENT_DESCRIPTION_MAX).join(''),
      requestedMethod: (method as string | string[] | undefined) ?? null,
      method: typeof method === 'string' ? method : null,
      locale: (body.locale as string | undefined) ?? null,
      metadata: body.metadata ?? null,
      status: 'open',
      redirectUrl: body.redirectUrl,
      cancelUrl: (body.cancelUrl as string | undefined) ?? null,
      webhookUrl: (body.webhookUrl as string | undefined) ?? null,
      createdAt: timestamp(),
      changedAt: {},
      refunds: [],
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentJson(payment, false) };
  }

  function createRefund(payment: StoredPayment, body: Record<string, unknown>) {
    if (payment.status !== 'paid')
      throw new MollieError(422, 'The payment cannot be refunded: it is not paid');
    const cents = centsOfAmount(body.amount);
    if (cents === undefined || cents <= 0)
      throw new MollieError(422, 'The amount is invalid', 'amount.value');
    if (cents > payment.cents - refundedCents(payment)) {
      throw new MollieError(
        422,
        'The refund amount is higher than the amount remaining on the payment',
        'amount',
      );
    }
    const description = body.description ?? '';
    if (typeof description !== 'string' || Array.from(description).length > REFUND_DESCRIPTION_MAX) {
      throw new MollieError(422, 'The description is invalid: at most 140 characters', 'description');
    }
    const refund: StoredRefund = {
      id: fakeMollieId('re_'),
      paymentId: payment.id,
      cents,
      description,
      metadata: body.metadata ?? null,
      status: 'pending',
      createdAt: timestamp(),
    };
    payment.refunds.push(refund);
    return { status: 201, body: refundJson(refund) };
  }

  /** One request of the API: the route's answer, or a MollieError. */
  function route(method: string, url: URL, body: Record<string, unknown>): { status: number; body: unknown } {
    const [, version, resource, paymentId, sub, refundId, ...rest] = url.pathname.split('/');
    if (version !== 'v2' || resource !== 'payments' || rest.length > 0) {
      throw new MollieError(404, 'The resource does not exist');
    }
    if (paymentId === undefined || paymentId === '') {
      if (method === 'POST') return createPayment(body);
      throw new MollieError(405, `The method ${method} is not available here`);
    }
    const payment = findPayment(paymentId);
    if (sub === undefined) {
      if (method === 'GET') {
        const embeds = (url.searchParams.get('embed') ?? '').split(',');
        return { status: 200, body: paymentJson(payment, embeds.includes('refunds')) };
      }
      if (method === 'DELETE') {
        if (payment.status !== 'open') throw new MollieError(422, 'The payment cannot be canceled');
        payment.status = 'canceled';
        payment.changedAt.canceledAt = timestamp();
        return { status: 200, body: paymentJson(payment, false) };
      }
      throw new MollieError(405, `The method ${method} is not available here`);
    }
    if (sub !== 'refunds') throw new MollieError(404, 'The resource does not exist');
    if (refundId === undefined || refundId === '') {
      if (method === 'POST') {
        if (refundFailures.times > 0) {
          refundFailures.times -= 1;
          throw new MollieError(refundFailures.status, 'The refund could not be processed right now');
        }
        return createRefund(payment, body);
      }
      if (method === 'GET') {
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 50) || 50, 250);
        const newestFirst = [...payment.refunds].reverse().slice(0, limit);
        return {
          status: 200,
          body: {
            count: newestFirst.length,
            _embedded: { refunds: newestFirst.map(refundJson) },
            _links: {
              self: { href: apiUrl(`payments/${payment.id}/refunds`), type: 'application/hal+json' },
              previous: null,
              next: null,
              documentation: documentation('list-refunds'),
            },
          },
        };
      }
      throw new MollieError(405, `The method ${method} is not available here`);
    }
    const refund = payment.refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new MollieError(404, `No refund exists with token ${refundId}.`);
    if (method === 'GET') return { status: 200, body: refundJson(refund) };
    throw new MollieError(405, `The method ${method} is not available here`);
  }

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
    response.end(JSON.stringify(body));
  }

  function sendError(response: ServerResponse, error: MollieError) {
    // Retry-After: 0 lets the SDK's retries of a 5xx come at once instead of after 2 s each.
    send(response, error.status, errorBody(error), error.status >= 500 ? { 'retry-after': '0' } : {});
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    const rawBody = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key'];
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
    let body: Record<string, unknown> = {};
    try {
      if (rawBody !== '') body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      requests.push({ method, path: url.pathname + url.search, idempotencyKey: key, body: rawBody });
      return sendError(response, new MollieError(400, 'The request body is not valid JSON'));
    }
    requests.push({ method, path: url.pathname + url.search, idempotencyKey: key, body });

    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(response, new MollieError(401, 'Missing authentication, or failed to authenticate'));
    }
    if (requestFailures.times > 0 && (requestFailures.method ?? method) === method) {
      requestFailures.times -= 1;
      return sendError(
        response,
        new MollieError(requestFailures.status, 'The fake was told to fail this request'),
      );
    }
    // Mollie takes idempotency keys on POSTs (and ignores them elsewhere).
    const fingerprint = `${url.pathname}${url.search}\n${rawBody}`;
    const replay = method === 'POST' && key !== undefined ? answered.get(key) : undefined;
    if (replay) {
      if (replay.fingerprint !== fingerprint) {
        return sendError(
          response,
          new MollieError(400, 'The idempotency key was used before for another request', 'Idempotency-Key'),
        );
      }
      return send(response, replay.status, replay.body, { 'idempotent-replayed': 'true' });
    }
    try {
      const answer = route(method, url, body);
      if (method === 'POST' && key !== undefined) answered.set(key, { fingerprint, ...answer });
      send(response, answer.status, answer.body);
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      // A 5xx is no answer to the request: the same key may try again.
      if (method === 'POST' && key !== undefined && error.status < 500) {
        answered.set(key, { fingerprint, status: error.status, body: errorBody(error) });
      }
      sendError(response, error);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, new MollieError(500, error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payer or the bank moves an open (or pending) payment on; a settled payment stays as it is. */
  function settle(
    id: string,
    status: PaymentStatus,
    stamp: keyof StoredPayment['changedAt'],
    method?: string,
  ) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The fake Mollie has no payment ${id}`);
    if (FINAL_STATUSES.has(payment.status)) return [];
    payment.status = status;
    payment.changedAt[stamp] = timestamp();
    if (method !== undefined) payment.method = method;
    return payment.webhookUrl ? [mollieNotification(id)] : [];
  }

  return {
    url: `${origin}/v2/`,
    apiKey,
    requests,
    payment(id) {
      const payment = payments.get(id);
      return payment ? paymentJson(payment, true) : undefined;
    },
    paymentCount: () => payments.size,
    pay(id, method) {
      const requested = payments.get(id)?.requestedMethod;
      const chosen = method ?? (Array.isArray(requested) ? requested[0] : requested) ?? 'ideal';
      return settle(id, 'paid', 'paidAt', chosen);
    },
    fail: (id) => settle(id, 'failed', 'failedAt'),
    payerCancels: (id) => settle(id, 'canceled', 'canceledAt'),
    expire: (id) => settle(id, 'expired', 'expiredAt'),
    settleRefunds() {
      const notifications: WebhookRequest[] = [];
      for (const payment of payments.values()) {
        for (const refund of payment.refunds) {
          if (!UNDONE_REFUNDS.has(refund.status)) continue;
          refund.status = 'refunded';
          if (payment.webhookUrl) notifications.push(mollieNotification(payment.id));
        }
      }
      return notifications;
    },
    refusePendingRefunds() {
      const notifications: WebhookRequest[] = [];
      for (const payment of payments.values()) {
        for (const refund of payment.refunds) {
          if (!UNDONE_REFUNDS.has(refund.status)) continue;
          refund.status = 'failed';
          if (payment.webhookUrl) notifications.push(mollieNotification(payment.id));
        }
      }
      return notifications;
    },
    failRefundRequests(times, status = 503) {
      refundFailures = { times, status };
    },
    failRequests(times, status, method) {
      requestFailures = { times, status, method };
    },
    refunded(paymentId) {
      const payment = payments.get(paymentId);
      return (payment?.refunds ?? [])
        .filter((refund) => refund.status === 'refunded')
        .reduce((sum, refund) => sum + refund.cents, 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
