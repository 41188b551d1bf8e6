import { formatDisplayDate } from '@museum-shop/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { memberCards } from '../../db/schema/members.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { payForOrder } from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { publishedMembershipType } from './members.test-support.ts';

// Issue 36: a reminder 30 and 7 days before a pass ends, in the member's language, linking to its
// renewal; each sent once, however many processes sweep and however often.

const DAY_MS = 24 * 60 * 60_000;

describe('the renewal reminders of member cards', () => {
  let t: TestApp;
  let second: TestApp['app'];
  const start = testClock();
  let now = start;
  const today = () => demoToday(now);
  let passId: number;

  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    // On PostgreSQL a second server on the same database, with a job queue of its own: another
    // process. The embedded database has one process only: there the app sweeps twice at once.
    if (t.dbKind === 'postgres') {
      second = await buildApp({
        database: { ...t.database, close: async () => {} },
        clock: () => now,
        jobs: { pollMs: 0 },
      });
      await second.ready();
    } else second = t.app;
    const owner = await staffToken(t, 'owner');
    passId = await publishedMembershipType(t, owner);
  });
  afterAll(async () => {
    if (second !== t?.app) await second?.close();
    await t?.close();
  });

  /** A card of a new order in `lang` whose last day is `validUntil`. */
  const cardEnding = async (validUntil: string, lang = 'en') => {
    const publicId = await payForOrder(
      t,
      [
        {
          type: 'annualPass',
          id: passId,
          count: 1,
          owners: [{ title: '', fname: 'Ada', lname: 'Lovelace' }],
        },
      ],
      { cart: { request_invoice: false }, lang },
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    const [card] = await t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, order?.id ?? ''));
    if (!order || !card) throw new Error('a paid pass has its card');
    await t.db.update(memberCards).set({ validUntil }).where(eq(memberCards.id, card.id));
    return { ...card, validUntil, orderId: order.id };
  };
  const remindersOf = (number: string) =>
    t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text, lang: mailOutbox.lang })
      .from(mailOutbox)
      .where(and(like(mailOutbox.text, `%${number}%`), like(mailOutbox.text, '%renews=%')))
      .orderBy(asc(mailOutbox.createdAt));
  /** Both processes sweep at once, twice, and every queued job runs. */
  const sweepEverywhere = async () => {
    for (let round = 0; round < 2; round++) {
      await Promise.all([t.app.sweepExpired(), second.sweepExpired()]);
      await Promise.all([
        t.app.jobs.runOnce({ evenIfNotDue: true }),
        second.jobs.runOnce({ evenIfNotDue: true }),
      ]);
    }
  };
  const goTo = (day: string) => {
    now = new Date(
      start.getTime() + Math.round((Date.parse(day) - Date.parse(demoToday(start))) / DAY_MS) * DAY_MS,
    );
    expect(today()).toBe(day);
  };

  it('sends the 30-day and the 7-day reminder once each, however many processes sweep at once', async () => {
    goTo(demoToday(start));
    const card = await cardEnding(addDays(today(), 31));
    await sweepEverywhere();
    expect(await remindersOf(card.number)).toEqual([]);

    goTo(addDays(card.validUntil, -30));
    await sweepEverywhere();
    const thirty = await remindersOf(card.number);
    expect(thirty).toHaveLength(1);
    const until = formatDisplayDate(card.validUntil);
    expect(thirty[0]?.subject).toBe(`Your annual pass runs until ${until}`);
    expect(thirty[0]?.text).toContain('Hello Ada Lovelace');
    expect(thirty[0]?.text).toContain(`/en/passes/${passId}?renews=${card.number}`);

    goTo(addDays(card.validUntil, -20));
    await sweepEverywhere();
    expect(await remindersOf(card.number)).toHaveLength(1);

    goTo(addDays(card.validUntil, -7));
    await sweepEverywhere();
    const both = await remindersOf(card.number);
    expect(both.map((mail) => mail.subject)).toEqual([
      `Your annual pass runs until ${until}`,
      `Your annual pass ends on ${until}: renew it now`,
    ]);
    goTo(card.validUntil);
    await sweepEverywhere();
    expect(await remindersOf(card.number)).toHaveLength(2);
    const [marked] = await t.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    expect(marked?.remindersSent).toEqual([30, 7]);
  });

  it('writes in the order’s language, sends only the 7-day one when the 30-day one was missed, and none for a refunded pass', async () => {
    goTo(demoToday(start));
    const late = await cardEnding(addDays(today(), 5), 'de');
    const refunded = await cardEnding(addDays(today(), 5));
    await t.app.refundOrder(refunded.orderId, 'The member moved away', { lines: [0] });
    await sweepEverywhere();
    const mails = await remindersOf(late.number);
    expect(mails.map((mail) => [mail.lang, mail.subject])).toEqual([
      ['de', `Ihre Jahreskarte endet am ${formatDisplayDate(late.validUntil)}: jetzt verlängern`],
    ]);
    expect(await remindersOf(refunded.number)).toEqual([]);
  });
});
