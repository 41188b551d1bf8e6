import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, passwordResets, sessions } from '../db/schema/account.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { clockPlugin } from './clock.ts';
import { housekeepingPlugin } from './housekeeping.ts';

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
    await t.db.insert(passwordResets).values({
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

describe('the housekeeping registry', () => {
  const now = new Date('2026-06-01T10:00:00Z');

  /** The plugin alone, with a fixed clock and no timer round during the test. */
  async function bareApp() {
    const app = Fastify();
    await app.register(clockPlugin, { clock: () => now });
    await app.register(housekeepingPlugin, { intervalMs: 60 * 60_000 });
    return app;
  }

  it("runs the sweeps features registered, in order, with the clock's now, at start and on demand", async () => {
    const app = await bareApp();
    const calls: string[] = [];
    app.registerSweep('first', async (at) => {
      calls.push(`first ${at.toISOString()}`);
    });
    app.register(async (child) => {
      child.registerSweep('second', async () => {
        calls.push('second');
      });
    });
    await app.ready();
    await app.sweepExpired();
    expect(calls).toEqual([
      'first 2026-06-01T10:00:00.000Z',
      'second',
      'first 2026-06-01T10:00:00.000Z',
      'second',
    ]);
    await app.close();
  });

  it('refuses a second sweep under the same name', async () => {
    const app = await bareApp();
    app.registerSweep('sessions', async () => {});
    expect(() => app.registerSweep('sessions', async () => {})).toThrow(/already registered/);
    await app.close();
  });

  it('runs one round at a time', async () => {
    const app = await bareApp();
    await app.ready();
    let active = 0;
    let most = 0;
    let rounds = 0;
    app.registerSweep('slow', async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
      rounds += 1;
    });
    await Promise.all([app.sweepExpired(), app.sweepExpired(), app.sweepExpired()]);
    expect(rounds).toBe(3);
    expect(most).toBe(1);
    await app.close();
  });

  it('logs a failing sweep and still runs the others', async () => {
    const app = await bareApp();
    await app.ready();
    const logged = vi.spyOn(app.log, 'error');
    const ran: string[] = [];
    app.registerSweep('broken', async () => {
      throw new Error('table is gone');
    });
    app.registerSweep('fine', async () => {
      ran.push('fine');
    });
    await app.sweepExpired();
    expect(ran).toEqual(['fine']);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ sweep: 'broken' }),
      'housekeeping sweep failed',
    );
    await app.close();
  });
});
