import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VOUCHER_CODES } from '../../db/seed/vouchers.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { expectRateLimited } from '../../test-support/rate-limited.ts';

const START = new Date('2026-06-01T10:00:00Z');
const MINUTE = 60_000;
const rule = { limit: 5, windowMs: 10 * MINUTE };

describe('voucher code lookups per client', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await build({ app: { clock: () => now, voucherLookupsPerClient: rule } });
  });
  afterAll(() => t.close());

  const lookUp = (code: string, client: string) =>
    t.app.inject({ method: 'GET', url: `/api/en/voucher?voucher=${code}`, remoteAddress: client });
  /** A guess answered as a guess: the code does not exist (not refused by the limit). */
  const expectAnswered = async (client: string) =>
    expect((await lookUp('NO-SUCH-CODE', client)).json().code).toBe('VOUCHER_NOT_FOUND');

  it('answers 429 with Retry-After once a client has used its allowance; other clients go on', async () => {
    const guesser = '198.51.100.20';
    for (let attempt = 1; attempt <= rule.limit; attempt++) await expectAnswered(guesser);
    // A published code too: the refusal does not depend on what is asked.
    expectRateLimited(await lookUp(DEMO_VOUCHER_CODES.valid, guesser), rule.windowMs / 1000);
    // Another client is counted on its own.
    await expectAnswered('198.51.100.21');
    try {
      now = new Date(START.getTime() + 4 * MINUTE);
      expectRateLimited(await lookUp('NO-SUCH-CODE', guesser), 6 * 60);
      now = new Date(START.getTime() + rule.windowMs);
      await expectAnswered(guesser);
    } finally {
      now = START;
    }
  });
});
