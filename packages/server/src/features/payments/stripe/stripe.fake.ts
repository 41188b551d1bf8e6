import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { Stripe } from 'stripe';
import type { WebhookRequest } from '../provider.ts';

/**
 * Tests only: a local fake of the part of Stripe's HTTP API the adapter uses (Checkout Sessions
 * create / retrieve / expire, refunds create / retrieve), on 127.0.0.1, as the official SDK
 * talks to it: form-encoded bodies, `Authorization: Bearer sk_…`, `Idempotency-Key`, errors as
 * `{ error: { type, message, code } }`. Its controls play the payer, the bank and Stripe's back
 * office, and answer the events Stripe would post, signed as Stripe signs them.
 *
 * It follows API version 2026-09-30.endive and later (the SDK's): a session takes
 * `allowed_payment_method_types`; the removed `payment_method_types` parameter is refused.
 */
export interface FakeStripe {
  /** The fake's address, for STRIPE_API_URL. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /**
   * The payer pays on the Checkout page. A card (or Link) payment completes the session paid; a
   * SEPA debit completes it unpaid, its PaymentIntent processing until `settleDebit` or `failDebit`.
   * Without a method: card if the session allows it, else its first method.
   */
  pay(sessionId: string, method?: string): WebhookRequest[];
  /** The payer pays by card just as the API is asked to expire the session: the expiry is then refused. */
  payWhileExpiring(sessionId: string): void;
  /** The bank confirms a processing SEPA debit: the session is paid. */
  settleDebit(sessionId: string): WebhookRequest[];
  /** The bank rejects a processing SEPA debit: the session stays complete and unpaid, the PaymentIntent back to requires_payment_method. */
  failDebit(sessionId: string): WebhookRequest[];
  /** A card is declined on the Checkout page: the session stays open for another try. */
  declineCard(sessionId: string): WebhookRequest[];
  /** The session runs out of time (Stripe's expires_at). */
  expireSession(sessionId: string): WebhookRequest[];
  /** Pending refunds (SEPA refunds start so) succeed now. */
  settleRefunds(): WebhookRequest[];
  /** A pending refund fails (the account was closed). */
  failRefund(refundId: string): WebhookRequest[];
  /** Every pending refund fails, as a bank that returns SEPA refunds. */
  refusePendingRefunds(): WebhookRequest[];
  /** Every succeeded refund fails after all, as Stripe does when the card's account was closed. */
  takeBackRefunds(): WebhookRequest[];
  /**
   * The next `times` refund calls fail before anything is done, so nothing is kept under their
   * idempotency key: a 500 (Stripe's api_error), or a 429 (its rate limiter, which runs before the
   * idempotency layer). Note that a 500 Stripe answers after it began the work is kept, and a
   * retry with the same key gets that 500 again for 24 hours.
   */
  failRefunds(times: number, status?: 500 | 429): void;
  /**
   * The next refund call is done (the refund made, its answer kept under its idempotency key), but
   * the answer waits until `release()`: a caller that dies meanwhile never hears it, as when a
   * connection breaks after Stripe did the work. `made` resolves with the refund's id once it exists.
   */
  holdNextRefundAnswer(): { made: Promise<string>; release(): void };
  /** The refunds made of a session's payment, whatever their status (idempotent repeats made none). */
  refundsOf(sessionId: string): Array<{ id: string; amount: number; status: string }>;
  /** The calls answered from the idempotency keys (`POST /v1/refunds`, …), in order. */
  replays(): string[];
  /** Cents given back of a session's payment (refunds succeeded). */
  refunded(sessionId: string): number;
  /** Sessions created so far (idempotent repeats not counted). */
  sessionCount(): number;
  /** The session as the API answers it, unexpanded. */
  session(sessionId: string): Record<string, unknown>;
  /** Events the API calls set off since the last call (a session expired, a refund created), signed. */
  takeSent(): WebhookRequest[];
  /** An event of any type about any object, as Stripe would post it; signed with `secret` (default the fake's) at `timestamp` (seconds). */
  notify(type: string, object: object, options?: { secret?: string; timestamp?: number }): WebhookRequest;
  close(): Promise<void>;
}

type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

interface PaymentMethodRecord {
  id: string;
  object: 'payment_method';
  type: string;
  created: number;
  livemode: false;
}

interface PaymentIntentRecord {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface SessionRecord {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: kept for the PaymentIntent Checkout makes on payment. */
  intentMetadata: Record<string, string>;
}

interface RefundRecord {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  payment_intent: string;
  charge: string | null;
  metadata: Record<string, string>;
  reason: string | null;
  failure_reason?: string;
  created: number;
}

interface StoredResponse {
  path: string;
  params: FormObject;
  status: number;
  body: unknown;
}

class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(status: number, type: string, message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` as `{ a: { b: [ { c: 'x' } ] } }`, the way Stripe reads the SDK's bodies and queries. */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [key];
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    });
  }
  return withArrays(root) as FormObject;
}

/** Objects keyed 0…n-1 become arrays. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, withArrays(value[key] as FormValue)]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => entries[key] as FormValue) : entries;
}

function text(params: FormObject, name: string, required: true): string;
function text(params: FormObject, name: string, required?: false): string | undefined;
function text(params: FormObject, name: string, required = false): string | undefined {
  const value = params[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') {
    throw invalidRequest(`Missing required param: ${name}.`, 'parameter_missing', name);
  }
  return value;
}

function integer(params: FormObject, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, 'parameter_invalid_integer', name);
  }
  return Number(value);
}

function stringMap(params: FormObject, name: string): Record<string, string> {
  const value = params[name];
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${name}`, 'parameter_invalid', name);
  }
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function list(params: FormObject, name: string): FormValue[] {
  const value = params[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw invalidRequest(`Invalid array: ${name}`, 'parameter_invalid', name);
  }
  return value;
}

/** Stripe's 400 for a request it refuses. */
function invalidRequest(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

function notFound(kind: string, id: string): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    'id',
  );
}

/** Starts the fake on 127.0.0.1 at a free port. */
export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_museum_shop';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_museum_shop';
  const sessions = new Map<string, SessionRecord>();
  const intents = new Map<string, PaymentIntentRecord>();
  const methods = new Map<string, PaymentMethodRecord>();
  const refunds = new Map<string, RefundRecord>();
  const idempotent = new Map<string, StoredResponse>();
  let failingRefundCalls = 0;
  let failingRefundStatus: 500 | 429 = 500;
  let sent: WebhookRequest[] = [];
  const payingWhileExpiring = new Set<string>();
  /** The next refund answer to hold (holdNextRefundAnswer), and the calls answered by replay. */
  let refundHold: { made: (refundId: string) => void; released: Promise<void> } | undefined;
  const replayed: string[] = [];
  let baseUrl = '';

  const sign = (event: object, secret = webhookSecret, timestamp = nowSeconds()): WebhookRequest => {
    // Stripe posts its events pretty-printed; the signature covers the bytes as they are.
    const payload = JSON.stringify(event, null, 2);
    return {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
      },
      rawBody: Buffer.from(payload),
    };
  };

  const eventOf = (type: string, object: object, previous?: Record<string, unknown>) => ({
    id: stripeId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: previous ? { object, previous_attributes: previous } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  /** The event Stripe posts about the object as it is now, signed. */
  const post = (type: string, object: object, previous?: Record<string, unknown>) =>
    sign(eventOf(type, structuredClone(object), previous));

  const publicSession = (session: SessionRecord) => {
    const { intentMetadata: _, ...shown } = session;
    return shown;
  };

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The fake has no Checkout Session ${id}`);
    return session;
  };

  const intentOf = (session: SessionRecord) => {
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!intent) throw new Error(`Checkout Session ${session.id} has no PaymentIntent yet`);
    return intent;
  };

  const openSession = (sessionId: string) => {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') {
      throw new Error(`Checkout Session ${sessionId} is ${session.status}, not open`);
    }
    return session;
  };

  const processingIntent = (sessionId: string) => {
    const session = sessionOf(sessionId);
    const intent = intentOf(session);
    if (intent.status !== 'processing') {
      throw new Error(`PaymentIntent ${intent.id} is ${intent.status}, not processing`);
    }
    return { session, intent };
  };

  /** Checkout makes the PaymentIntent when the payer submits the page (API 2022-08-01 and later). */
  const attachIntent = (session: SessionRecord, methodType: string) => {
    const method: PaymentMethodRecord = {
      id: stripeId('pm_'),
      object: 'payment_method',
      type: methodType,
      created: nowSeconds(),
      livemode: false,
    };
    methods.set(method.id, method);
    let intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!intent) {
      intent = {
        id: stripeId('pi_'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: 0,
        currency: session.currency,
        status: 'requires_payment_method',
        payment_method: null,
        payment_method_types: session.payment_method_types,
        last_payment_error: null,
        latest_charge: null,
        metadata: session.intentMetadata,
        created: nowSeconds(),
        livemode: false,
      };
      intents.set(intent.id, intent);
      session.payment_intent = intent.id;
    }
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    intent.latest_charge = stripeId(methodType === 'sepa_debit' ? 'py_' : 'ch_');
    return { intent, method };
  };

  const expire = (session: SessionRecord) => {
    session.status = 'expired';
    session.url = null;
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (intent) intent.status = 'canceled';
    return post('checkout.session.expired', publicSession(session), { status: 'open' });
  };

  const expanded = (session: SessionRecord, expand: FormValue[]) => {
    const shown: Record<string, unknown> = publicSession(session);
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    const paths = expand.filter((path): path is string => typeof path === 'string');
    if (intent && paths.some((path) => path === 'payment_intent' || path.startsWith('payment_intent.'))) {
      const shownIntent: Record<string, unknown> = { ...intent };
      if (paths.includes('payment_intent.payment_method') && intent.payment_method) {
        shownIntent.payment_method = methods.get(intent.payment_method) ?? null;
      }
      shown.payment_intent = shownIntent;
    }
    return shown;
  };

  function createSession(params: FormObject): SessionRecord {
    // Removed in API 2026-09-30.endive: Stripe no longer knows the parameter.
    if (params.payment_method_types !== undefined) {
      throw invalidRequest(
        'Received unknown parameter: payment_method_types',
        'parameter_unknown',
        'payment_method_types',
      );
    }
    const mode = text(params, 'mode', true);
    if (mode !== 'payment') {
      throw invalidRequest(`The fake only knows mode payment, not ${mode}.`);
    }
    const lines = list(params, 'line_items');
    if (lines.length === 0) {
      throw invalidRequest('Missing required param: line_items.', 'parameter_missing', 'line_items');
    }
    let amount = 0;
    let currency = '';
    for (const line of lines) {
      if (typeof line !== 'object' || Array.isArray(line)) throw invalidRequest('Invalid line_items');
      const price = line.price_data;
      if (typeof price !== 'object' || Array.isArray(price)) {
        throw invalidRequest('The fake only knows line items with price_data.');
      }
      const name = (price.product_data as FormObject | undefined)?.name;
      if (typeof name !== 'string' || name === '') {
        throw invalidRequest(
          'Missing required param: line_items[0][price_data][product_data][name].',
          'parameter_missing',
        );
      }
      currency = text(price, 'currency', true);
      amount += (integer(price, 'unit_amount') ?? 0) * (integer(line, 'quantity') ?? 1);
    }
    const allowed = list(params, 'allowed_payment_method_types').filter(
      (type): type is string => typeof type === 'string',
    );
    const types = allowed.length > 0 ? allowed : ['card'];
    const intentData = params.payment_intent_data;
    const created = nowSeconds();
    const id = stripeId('cs_test_', 58);
    const session: SessionRecord = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      allowed_payment_method_types: allowed,
      payment_method_types: types,
      payment_intent: null,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      metadata: stringMap(params, 'metadata'),
      locale: text(params, 'locale') ?? null,
      success_url: text(params, 'success_url', true),
      cancel_url: text(params, 'cancel_url') ?? null,
      url: `${baseUrl}/c/pay/${id}`,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      intentMetadata:
        typeof intentData === 'object' && !Array.isArray(intentData) ? stringMap(intentData, 'metadata') : {},
    };
    sessions.set(id, session);
    return session;
  }

  function createRefund(params: FormObject): RefundRecord {
    const intentId = text(params, 'payment_intent', true);
    const intent = intents.get(intentId);
    if (!intent) throw notFound('payment_intent', intentId);
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const given = [...refunds.values()]
      .filter(
        (refund) =>
          refund.payment_intent === intentId &&
          (refund.status === 'pending' || refund.status === 'succeeded'),
      )
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = integer(params, 'amount') ?? intent.amount_received - given;
    if (amount < 1 || amount > intent.amount_received - given) {
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount_received - given})`,
        'amount_too_large',
        'amount',
      );
    }
    const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    const refund: RefundRecord = {
      id: stripeId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      // Card refunds are answered succeeded at once; a SEPA refund waits for the bank.
      status: method?.type === 'sepa_debit' ? 'pending' : 'succeeded',
      payment_intent: intentId,
      charge: intent.latest_charge,
      metadata: stringMap(params, 'metadata'),
      reason: text(params, 'reason') ?? null,
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    sent.push(post('refund.created', refund));
    return refund;
  }

  /** The payer completes the Checkout page (see FakeStripe.pay). */
  function paySession(sessionId: string, method?: string): WebhookRequest[] {
    const session = openSession(sessionId);
    const types = session.payment_method_types;
    const chosen = method ?? (types.includes('card') ? 'card' : types[0]);
    if (!chosen || !types.includes(chosen)) {
      throw new Error(
        `Checkout Session ${sessionId} does not offer ${chosen} (it offers ${types.join(', ')})`,
      );
    }
    const { intent } = attachIntent(session, chosen);
    session.status = 'complete';
    session.url = null;
    if (chosen === 'sepa_debit') {
      intent.status = 'processing';
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      session.payment_status = 'paid';
    }
    return [post('checkout.session.completed', publicSession(session))];
  }

  /** Answers one API request: [status, body]. */
  function route(method: string, path: string, params: FormObject): [number, unknown] {
    let match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      return [200, publicSession(createSession(params))];
    }
    if (match) {
      const id = decodeURIComponent(match[1] ?? '');
      const session = sessions.get(id);
      if (!session) throw notFound('checkout.session', id);
      if (method === 'GET' && !match[2]) return [200, expanded(session, list(params, 'expand'))];
      if (method === 'POST' && match[2]) {
        if (payingWhileExpiring.delete(id)) sent.push(...paySession(id, 'card'));
        if (session.status !== 'open') {
          throw invalidRequest(
            `Only Checkout Sessions with a status in ["open"] can be expired, not ${session.status}.`,
          );
        }
        sent.push(expire(session));
        return [200, expanded(session, list(params, 'expand'))];
      }
    }
    if (path === '/v1/refunds' && method === 'POST') {
      if (failingRefundCalls > 0) {
        failingRefundCalls -= 1;
        if (failingRefundStatus === 429) {
          throw new StripeApiError(
            429,
            'invalid_request_error',
            'Request rate limit exceeded.',
            'rate_limit',
          );
        }
        throw new StripeApiError(500, 'api_error', 'An unknown error occurred (the fake was told to fail).');
      }
      return [200, createRefund(params)];
    }
    match = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const id = decodeURIComponent(match[1] ?? '');
      const refund = refunds.get(id);
      if (!refund) throw notFound('refund', id);
      return [200, refund];
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req_', 14),
      'stripe-version': Stripe.API_VERSION,
      ...headers,
    });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = parseStripeForm(
      method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
    );

    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${secretKey}`) {
      const message = authorization
        ? `Invalid API Key provided: ${authorization.replace(/^Bearer /, '').slice(0, 8)}****`
        : 'You did not provide an API key.';
      answer(response, 401, { error: { type: 'invalid_request_error', message } });
      return;
    }

    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const stored = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (typeof key === 'string' && stored) {
      if (stored.path !== url.pathname || !isDeepStrictEqual(stored.params, params)) {
        answer(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      replayed.push(`${method} ${url.pathname}`);
      answer(response, stored.status, stored.body, { 'idempotent-replayed': 'true' });
      return;
    }

    try {
      const [status, body] = route(method, url.pathname, params);
      // Kept under the key as answered now (a replay shows the object as it was then): successful
      // answers only (Stripe also keeps the errors of requests it began to execute).
      if (typeof key === 'string') {
        idempotent.set(key, { path: url.pathname, params, status, body: structuredClone(body) });
      }
      const hold = url.pathname === '/v1/refunds' && method === 'POST' ? refundHold : undefined;
      if (hold) {
        refundHold = undefined;
        hold.made((body as RefundRecord).id);
        await hold.released;
        // The caller may be gone: its answer is then lost, the refund made all the same.
        if (response.destroyed || response.socket?.destroyed) return;
      }
      answer(response, status, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      const { type, message, code, param } = error;
      answer(response, error.status, { error: { type, message, code, param } });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { error: { type: 'api_error', message: `The fake broke: ${String(error)}` } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  /** A pending refund fails (see FakeStripe.failRefund). */
  function failPendingRefund(refundId: string): WebhookRequest[] {
    const refund = refunds.get(refundId);
    if (refund?.status !== 'pending') throw new Error(`Refund ${refundId} is not pending`);
    refund.status = 'failed';
    refund.failure_reason = 'expired_or_canceled_card';
    return [post('refund.updated', refund, { status: 'pending' }), post('refund.failed', refund)];
  }

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,

    pay: paySession,

    payWhileExpiring(sessionId) {
      payingWhileExpiring.add(sessionId);
    },

    settleDebit(sessionId) {
      const { session, intent } = processingIntent(sessionId);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      session.payment_status = 'paid';
      return [post('checkout.session.async_payment_succeeded', publicSession(session))];
    },

    failDebit(sessionId) {
      const { session, intent } = processingIntent(sessionId);
      const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'insufficient_funds',
        message: "The customer's account has insufficient funds to cover this payment.",
        payment_method: method ?? null,
      };
      return [post('checkout.session.async_payment_failed', publicSession(session))];
    },

    declineCard(sessionId) {
      const session = openSession(sessionId);
      if (!session.payment_method_types.includes('card'))
        throw new Error(`Checkout Session ${sessionId} takes no cards`);
      const { intent, method } = attachIntent(session, 'card');
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.latest_charge = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: method,
      };
      return [post('payment_intent.payment_failed', intent)];
    },

    expireSession(sessionId) {
      return [expire(openSession(sessionId))];
    },

    settleRefunds() {
      return [...refunds.values()]
        .filter((refund) => refund.status === 'pending')
        .map((refund) => {
          refund.status = 'succeeded';
          return post('refund.updated', refund, { status: 'pending' });
        });
    },

    failRefund: failPendingRefund,

    refusePendingRefunds() {
      return [...refunds.values()]
        .filter((refund) => refund.status === 'pending')
        .flatMap((refund) => failPendingRefund(refund.id));
    },

    takeBackRefunds() {
      return [...refunds.values()]
        .filter((refund) => refund.status === 'succeeded')
        .flatMap((refund) => {
          refund.status = 'failed';
          refund.failure_reason = 'expired_or_canceled_card';
          return [post('refund.updated', refund, { status: 'succeeded' }), post('refund.failed', refund)];
        });
    },

    failRefunds(times, status = 500) {
      failingRefundCalls = times;
      failingRefundStatus = status;
    },

    holdNextRefundAnswer() {
      let made: (refundId: string) => void = () => {};
      let release: () => void = () => {};
      const madeNow = new Promise<string>((resolve) => {
        made = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      refundHold = { made, released };
      return { made: madeNow, release };
    },

    refundsOf(sessionId) {
      const intentId = sessionOf(sessionId).payment_intent;
      return [...refunds.values()]
        .filter((refund) => refund.payment_intent === intentId)
        .map(({ id, amount, status }) => ({ id, amount, status }));
    },

    replays: () => [...replayed],

    refunded(sessionId) {
      const intentId = sessionOf(sessionId).payment_intent;
      return [...refunds.values()]
        .filter((refund) => refund.payment_intent === intentId && refund.status === 'succeeded')
        .reduce((sum, refund) => sum + refund.amount, 0);
    },

    sessionCount: () => sessions.size,

    session: (sessionId) => structuredClone(publicSession(sessionOf(sessionId))),

    takeSent() {
      const taken = sent;
      sent = [];
      return taken;
    },

    notify(type, object, options = {}) {
      return sign(eventOf(type, structuredClone(object)), options.secret, options.timestamp);
    },

    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
