import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, passwordResets, sessions } from '../db/schema/account.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { insertPasswordReset } from '../features/account/account.repository.ts';
import { build, type TestApp } from '../test-support/build.ts';

const HOUR = 60 * 60_000;

describe('housekeeping', () => {
  let t: TestApp;
  let now = new Date('2026-06-01T10:00:00Z');
  let guests = 0;
  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
  });
  afterAll(() => t.close());

  /** A guest sign-up: stores a customer, a session and a rate-limit counter. */
  async function signUpGuest(): Promise<string> {
    guests += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      payload: {
        c: {
          salutation: 'ms',
          fname: 'Grace',
          lname: 'Hopper',
          company: '',
          phone: '+49 30 1234567',
          email: `grace.${guests}@example.org`,
          street: 'Lichtstraße 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.email, `grace.${guests}@example.org`));
    if (!row) throw new Error('the guest was not stored');
    return row.id;
  }

  it('removes ended sessions, reset links a day past their expiry and stale counters, and keeps the rest', async () => {
    const early = await signUpGuest();
    await insertPasswordReset(t.db, {
      customerId: early,
      tokenHash: 'old-reset',
      expiresAt: new Date(now.getTime() + HOUR),
      createdAt: now,
    });

    // 26 hours later: the first session (12 h) has ended, the reset link is a day past its expiry,
    // and the first counter's window is more than a day old.
    now = new Date(now.getTime() + 26 * HOUR);
    const late = await signUpGuest();
    await t.app.sweepExpired();

    const sessionOwners = (await t.db.select().from(sessions)).map((session) => session.customerId);
    expect(sessionOwners).toContain(late);
    expect(sessionOwners).not.toContain(early);
    expect(await t.db.select().from(passwordResets)).toEqual([]);
    const counters = await t.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.every((counter) => counter.windowStart.getTime() > now.getTime() - 24 * HOUR)).toBe(true);
    // Customers stay: a guest's orders refer to them.
    expect((await t.db.select().from(customers)).map((customer) => customer.id)).toEqual(
      expect.arrayContaining([early, late]),
    );
  });
});
