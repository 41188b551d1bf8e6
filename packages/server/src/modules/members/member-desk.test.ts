import { monthsLater, type StaffMemberCard } from '@museum-shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { memberCards } from '../../db/schema/members.ts';
import { staffAudit } from '../../db/schema/staff.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { payForOrder } from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { publishedMembershipType } from './members.test-support.ts';

// Issue 36: the desk finds a member by number, name or e-mail, sees the pass and its visits,
// sends the cards again, and the owner extends a pass (audited). Bad input changes nothing.

describe('member cards at the desk', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  let owner: string;
  let boxOffice: string;
  let ada: typeof memberCards.$inferSelect;
  let charles: typeof memberCards.$inferSelect;
  let orderId: string;

  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    owner = await staffToken(t, 'owner');
    boxOffice = await staffToken(t, 'box_office');
    const passId = await publishedMembershipType(t, owner, { name: { en: 'Year of light' } });
    const owners = [
      { title: 'Dr', fname: 'Ada', lname: 'Lovelace' },
      { title: '', fname: 'Charles', lname: 'Babbage' },
    ];
    const publicId = await payForOrder(t, [{ type: 'annualPass', id: passId, count: 2, owners }], {
      cart: { request_invoice: false },
    });
    // Its confirmation sent, so what the desk sends again comes after it.
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    if (!order) throw new Error('no order');
    orderId = order.id;
    const cards = await t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, order.id))
      .orderBy(asc(memberCards.person));
    [ada, charles] = cards as [typeof ada, typeof charles];
    // A visit, so the card has one to show.
    await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/member-cards/check?_=${boxOffice}`,
      payload: { code: ada.number },
    });
  });
  afterAll(async () => t?.close());

  const search = async (q: string) => {
    const answer = await t.app.inject({
      url: `/api/en/staff/member-cards?q=${encodeURIComponent(q)}&_=${boxOffice}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data.cards as StaffMemberCard[]).map((card) => card.holder);
  };

  it('finds a member by number (with or without dashes, from four digits), name or e-mail', async () => {
    expect(await search(ada.number)).toEqual(['Dr Ada Lovelace']);
    expect(await search(ada.number.replaceAll('-', '').slice(0, 6))).toContain('Dr Ada Lovelace');
    expect(await search('lovelace')).toEqual(['Dr Ada Lovelace']);
    expect(await search('Charles Babb')).toEqual(['Charles Babbage']);
    const [buyer] = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, orderId));
    if (!buyer) throw new Error('the order was confirmed by e-mail');
    expect((await search(buyer.recipient.toUpperCase())).sort()).toEqual([
      'Charles Babbage',
      'Dr Ada Lovelace',
    ]);
    // A wildcard typed is a letter.
    expect(await search('%%')).toEqual([]);
    expect(await search('Nobody Here')).toEqual([]);
  });

  it('shows a card with its pass, its order and its visits', async () => {
    const answer = await t.app.inject({ url: `/api/en/staff/member-cards/${ada.number}?_=${boxOffice}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const { card, visits } = answer.json().data;
    expect(card).toMatchObject({
      number: ada.number,
      holder: 'Dr Ada Lovelace',
      type: 'Year of light',
      valid_from: today,
      valid_until: monthsLater(today),
      status: 'active',
    });
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ day: today, person: 1 });
    for (const bad of ['4821-5530-17', '12', 'x'.repeat(12)]) {
      const missing = await t.app.inject({ url: `/api/en/staff/member-cards/${bad}?_=${boxOffice}` });
      expect([400, 404], bad).toContain(missing.statusCode);
    }
  });

  it('sends the cards again to the buyer and audits it', async () => {
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/member-cards/${charles.number}/resend?_=${boxOffice}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(after).toHaveLength(before.length + 1);
    const logged = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_card.resend'), eq(staffAudit.subjectId, charles.number)));
    expect(logged).toHaveLength(1);
  });

  it('lets the owner extend a pass, audited, and refuses a shorter, a far or a box office extension', async () => {
    const extend = (body: object, token = owner, number = ada.number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/en/staff/member-cards/${number}/extend?_=${token}`,
        payload: body,
      });
    const current = monthsLater(today);
    const later = addDays(current, 30);
    expect((await extend({ valid_until: later, reason: 'Closed for a month' }, boxOffice)).statusCode).toBe(
      403,
    );
    for (const bad of [
      { valid_until: current, reason: 'same day' },
      { valid_until: addDays(today, 5 * 366 + 1), reason: 'too far' },
      { valid_until: later, reason: '' },
      { valid_until: '2027-02-30', reason: 'no such day' },
      { valid_until: later },
    ]) {
      const refused = await extend(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const [unchanged] = await t.db.select().from(memberCards).where(eq(memberCards.id, ada.id));
    expect(unchanged?.validUntil).toBe(current);

    const done = await extend({ valid_until: later, reason: 'Closed for a month' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.card.valid_until).toBe(later);
    const [entry] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_card.extend'), eq(staffAudit.subjectId, ada.number)));
    expect(entry?.before).toEqual({ valid_until: current });
    expect(entry?.after).toEqual({ valid_until: later, reason: 'Closed for a month' });

    // A refunded pass is not extended.
    await t.app.refundOrder(orderId, 'The members moved away', { lines: [0] });
    const refunded = await extend({ valid_until: addDays(later, 1), reason: 'again' }, owner, charles.number);
    expect(refunded.statusCode).toBe(409);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/member-cards/${charles.number}/resend?_=${owner}`,
    });
    expect(resend.statusCode).toBe(409);
  });
});
