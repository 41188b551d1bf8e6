import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test-support/build.ts';

describe('the catalog micro-cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ app: { catalogCacheMs: 60_000 } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('computes a URL once for concurrent requests and answers the rest from the cache', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/fr/event/select')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-micro-cache'] !== 'hit')).toHaveLength(1);
  });

  it('answers a hit with the same security headers and content type as the computed answer', async () => {
    const first = await get('/api/it/tour/select/event');
    const hit = await get('/api/it/tour/select/event');
    expect(hit.headers['x-micro-cache']).toBe('hit');
    for (const header of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
    ])
      expect(hit.headers[header], header).toBe(first.headers[header]);
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });

  it('keeps an answer for its time: a change shows in another URL at once, in the cached one later', async () => {
    const before = await get('/api/en/event/select');
    await t.db.execute(
      sql`UPDATE events SET name = jsonb_set(name, '{en}', '"Renamed"') WHERE sequence_no = 1`,
    );
    const cached = await get('/api/en/event/select');
    expect(cached.headers['x-micro-cache']).toBe('hit');
    expect(cached.body).toBe(before.body);
    expect((await get('/api/en/event/select?shop=1')).json().data.events[0].name).toBe('Renamed');
  });

  it('never caches failures, and not the voucher code lookup', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await get('/api/en/ticket/collect/event/9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-micro-cache']).toBeUndefined();
      const voucher = await get('/api/en/voucher?voucher=LIGHT-25');
      expect(voucher.statusCode).toBe(200);
      expect(voucher.headers['x-micro-cache']).toBeUndefined();
    }
  });
});
