import { type Agent, request as httpRequest } from 'node:http';

/** What the shop answers, as the benchmarks' clients read it. */
export interface ClientAnswer {
  status: number;
  json: { code?: string; data?: unknown } | undefined;
  /** How long the request took, from sending to the last byte. */
  ms: number;
}

/**
 * A POST as a visitor's browser sends it, from the client address `client` (the bench servers trust
 * X-Forwarded-For from loopback, so each simulated visitor is a client of its own): plain node:http
 * over `agent`'s kept-alive connections, since the clients share the machine's cores with the shop
 * and fetch costs them several times the CPU of a plain request.
 */
export function clientPost(agent: Agent, url: string, client: number, body?: unknown): Promise<ClientAnswer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const json = response.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
          resolve({ status: response.statusCode ?? 0, json, ms: performance.now() - started });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
