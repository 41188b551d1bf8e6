import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoMuseum } from './db/seed/index.ts';
import { DEMO_SHOP_ID } from './db/seed/shop.ts';
import { EXPRESS, hotSlot, RETURN_URLS } from './features/checkout/checkout.test-support.ts';
import { startFakeStripe } from './features/payments/stripe/stripe.fake.ts';
import { createMemberWithLink } from './features/staff/auth/auth.service.ts';
import { MIN_LEASE_SECONDS } from './jobs/lease.ts';
import { testClock, testToday } from './test-support/clock.ts';
import { openAfterKill, processDatabase } from './test-support/process-database.ts';
import { startServer, stopServer } from './test-support/server-process.ts';

/**
 * Crashes resume quickly (issue 40): a real server process is killed with SIGKILL while Stripe
 * (the fake, in this process) has made a staff refund but not yet answered. A new process on the
 * same data (a PGlite folder, or a PostgreSQL database) takes the refund job back once its lease
 * lapsed, asks Stripe again under the same idempotency key and gets the same refund back: the
 * refund is `succeeded` within two minutes of the kill, and Stripe gave the money back once.
 * The processes run with the shortest lease (10 s), so the test waits seconds, not a minute.
 */
const DEADLINE_MS = 120_000;
const PASSWORD = 'correct horse battery';

describe('a server killed while the provider pays a refund back', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await stopServer(child);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The database the processes run on, removed after the file. */
  async function database() {
    const made = await processDatabase('refund-crash-test');
    cleanups.push(made.dispose);
    return made;
  }

  it('resumes the refund after a restart: succeeded within 2 minutes, the money given back once', async () => {
    const { target, env: databaseEnv } = await database();
    // The demo museum, a slot of the test's own and an owner's invitation, before any server runs.
    let handle = await openAfterKill(target);
    await seedDemoMuseum(handle.db, testClock());
    const slot = await hotSlot(handle.db, 10, testToday());
    const { token: invitation } = await createMemberWithLink(
      handle.db,
      { shopId: DEMO_SHOP_ID, email: 'owner@museum.example', name: 'Owner', role: 'owner', lang: 'en' },
      testClock(),
    );
    await handle.close();

    const stripe = await startFakeStripe();
    cleanups.push(() => stripe.close());
    const env = {
      ...databaseEnv,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      JOB_LEASE_SECONDS: String(MIN_LEASE_SECONDS),
    };
    const first = await startServer(env);
    child = first.child;
    // The address of the process running now: the restart listens on another port.
    let base = first.url;
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${base}/api/en/${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } };
    };

    // A visitor pays a ticket by card (express checkout) on Stripe's page and comes back: booked.
    const started = await call('POST', 'checkout/initPayment', {
      payart: EXPRESS,
      cart: { ver: 1, items: [slot.item(1)] },
      url: RETURN_URLS,
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const { cartId, redirect } = started.json.data as { cartId: string; redirect: string };
    const sessionId = new URL(redirect).pathname.split('/').pop() ?? '';
    stripe.pay(sessionId, 'card');
    const booked = await call('POST', 'checkout/execPayment', { cartId });
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const orderNumber = String(booked.json.data?.order_number);

    const accepted = await call('POST', 'staff/auth/accept', { token: invitation, password: PASSWORD });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const staff = `_=${String(accepted.json.data?.token)}`;

    // The owner refunds the order; Stripe makes the refund, and the process dies before it hears so.
    const held = stripe.holdNextRefundAnswer();
    const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
    const refunding = call('POST', `staff/orders/${orderNumber}/refund?${staff}`, {
      reason: 'The exhibition closed',
    }).catch(() => undefined);
    const refundId = await Promise.race([
      held.made,
      refunding.then((answer) => {
        throw new Error(`the refund was answered before Stripe made it: ${JSON.stringify(answer)}`);
      }),
    ]);
    first.child.kill('SIGKILL');
    await exited;
    const killedAt = performance.now();
    expect(first.child.signalCode).toBe('SIGKILL');
    // The answer Stripe held goes nowhere: its caller is gone.
    held.release();
    await refunding;

    // The same data again: a new process takes the refund job back once its lease lapsed.
    const second = await startServer(env);
    child = second.child;
    base = second.url;
    const refundState = async () => {
      const detail = await call('GET', `staff/orders/${orderNumber}?${staff}`);
      const refunds = (detail.json.data?.refunds ?? []) as Array<{ status: string }>;
      return refunds.map((refund) => refund.status);
    };
    await expect.poll(refundState, { timeout: DEADLINE_MS, interval: 500 }).toEqual(['succeeded']);
    const resumedAfterMs = performance.now() - killedAt;
    expect(resumedAfterMs).toBeLessThan(DEADLINE_MS);
    expect(await stopServer(second.child)).toBe(0);

    // Stripe made one refund of the payment, and answered the resumed job's call from its key.
    const made = stripe.refundsOf(sessionId);
    expect(made).toEqual([expect.objectContaining({ id: refundId, status: 'succeeded' })]);
    expect(stripe.replays()).toContain('POST /v1/refunds');

    handle = await openAfterKill(target);
    cleanups.push(() => handle.close());
    const { rows } = (await handle.db.execute(sql`
      SELECT r.status, r.provider_ref, r.amount FROM refunds r
      JOIN payment_attempts a ON a.id = r.attempt_id WHERE a.provider_ref = ${sessionId}`)) as unknown as {
      rows: Array<{ status: string; provider_ref: string | null; amount: number }>;
    };
    expect(rows).toEqual([{ status: 'succeeded', provider_ref: refundId, amount: made[0]?.amount }]);
    console.info(
      `refund crash on ${target.kind}: the refund succeeded ${Math.round(resumedAfterMs / 1000)} s after the kill`,
    );
  }, 300_000);
});
