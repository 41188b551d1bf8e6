import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { carriesPreview } from '../lib/catalog-preview.ts';

/** The headers of an answer as Fastify reports them. */
type ReplyHeaders = Record<string, string | number | string[] | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers for the app's micro-cache time. */
    microCache?: boolean;
  }
  interface FastifyRequest {
    microCacheFill?: ((payload: string | undefined, headers?: ReplyHeaders) => void) | undefined;
  }
}

/** Bounds the memory a flood of distinct query strings can take. */
const MAX_ENTRIES = 2000;

/**
 * A micro-cache for the busiest catalog reads: each process keeps a route's 200 answer for `ttlMs`
 * (about a second) and lets concurrent requests for the same URL wait for one computation instead
 * of each querying the database. Availability is still computed in the database; an answer is at
 * most `ttlMs` old, and taking places (checkout) always checks in the database, never here.
 * `ttlMs` 0 switches it off.
 *
 * Registered before the security headers: a hit replays the headers the first answer had, helmet's
 * included, instead of having helmet set the same static headers again (with @fastify/helmet, which
 * built them anew per request, that alone halved Fastify's throughput; decision 0038). They are
 * static because no CSP nonces are used; with nonces this would be wrong.
 */
export const microCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number }) => {
    const ttlMs = options.ttlMs;
    if (ttlMs <= 0) return;
    type Answer = { payload: Buffer; headers: ReplyHeaders; expires: number };
    const answers = new Map<string, Answer>();
    const inFlight = new Map<string, Promise<Answer | undefined>>();
    // A read through the owner's preview link may answer a draft (issue 35): it is computed afresh
    // and kept nowhere, so a cached answer never holds one.
    const cached = (request: FastifyRequest) =>
      request.method === 'GET' && request.routeOptions.config.microCache && !carriesPreview(request.query);
    // Kept as bytes: sending a Buffer skips encoding the text again on every hit.
    const replay = (reply: FastifyReply, answer: Answer) =>
      reply.headers(answer.headers).header('x-micro-cache', 'hit').send(answer.payload);

    app.decorateRequest('microCacheFill', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (!cached(request)) return;
      const key = request.url;
      const answer = answers.get(key);
      if (answer && answer.expires > performance.now()) return replay(reply, answer);
      const pending = inFlight.get(key);
      if (pending) {
        const computed = await pending;
        // The computation failed or was not a 200: this request computes its own answer.
        if (computed !== undefined) return replay(reply, computed);
        return;
      }
      let fill: (answer: Answer | undefined) => void = () => {};
      inFlight.set(
        key,
        new Promise((resolve) => {
          fill = resolve;
        }),
      );
      request.microCacheFill = (text, headers) => {
        inFlight.delete(key);
        request.microCacheFill = undefined;
        let computed: Answer | undefined;
        if (text !== undefined && headers !== undefined) {
          const { 'content-length': _length, ...kept } = headers;
          computed = { payload: Buffer.from(text), headers: kept, expires: performance.now() + ttlMs };
          if (answers.size >= MAX_ENTRIES) answers.clear();
          answers.set(key, computed);
        }
        fill(computed);
      };
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 200 && typeof payload === 'string')
        request.microCacheFill?.(payload, reply.getHeaders());
      else request.microCacheFill?.(undefined);
      return payload;
    });
    // A request that ends without a payload (aborted) must not leave the others waiting.
    app.addHook('onResponse', async (request) => request.microCacheFill?.(undefined));
    app.addHook('onRequestAbort', async (request) => request.microCacheFill?.(undefined));
  },
  { name: 'micro-cache' },
);
