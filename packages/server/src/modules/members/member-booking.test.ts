import type { CartItem, MemberClaim, MembershipBenefit } from '@museum-shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { memberCards } from '../../db/schema/members.ts';
import { tourPrices, tours, tourTickets } from '../../db/schema/tours.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import {
  execPayment,
  guestToken,
  hotSlot,
  initPayment,
  payForOrder,
  sandboxAction,
} from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { validCustomerForm } from '../../test-support/customer-form.ts';
import { publishedMembershipType } from './members.test-support.ts';

// Issue 36: members book timed tickets with their card. The ticket is priced by the pass's benefit,
// a share of each slot waits for members until some hours before it, the caps per booking and per
// day hold however many bookings run at once, and a card that cannot book is refused with why.

/** Free entry, two per booking and per day, a fifth of each slot kept for members until 2 hours before. */
const freeEntry = (eventId: number, change: Partial<MembershipBenefit> = {}): MembershipBenefit => ({
  event_ids: [eventId],
  discount_percent: 100,
  per_booking: 2,
  per_day: 2,
  member_share_percent: 20,
  member_share_until_hours: 2,
  ...change,
});

describe('members book with their card', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  let owner: string;

  beforeAll(async () => {
    t = await build({
      app: { clock: () => now, memberLookupsPerClient: { limit: 3, windowMs: 10 * 60_000 } },
    });
    owner = await staffToken(t, 'owner');
  });
  afterAll(async () => t?.close());

  /** A slot of 10 places tomorrow and a pass type with `benefits` for it; answers both and the cards of two owners. */
  const memberSetting = async (benefit: (eventId: number) => MembershipBenefit[], label: string) => {
    const slot = await hotSlot(t.db, 10, today);
    const passId = await publishedMembershipType(t, owner, {
      name: { en: `Pass ${label}` },
      benefits: benefit(slot.eventId),
    });
    const bookingId = await payForOrder(t, [
      {
        type: 'annualPass',
        id: passId,
        count: 2,
        owners: [
          { title: '', fname: 'Ada', lname: 'Lovelace' },
          { title: '', fname: 'Émile', lname: 'Noël' },
        ],
      },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, bookingId));
    if (!order) throw new Error('no order');
    const cards = await t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, order.id))
      .orderBy(asc(memberCards.person));
    const [ada, emile] = cards;
    if (!ada || !emile) throw new Error('two cards');
    return { slot, orderId: order.id, ada, emile };
  };

  const claim = (number: string, lname: string): MemberClaim => ({ number, lname });
  const memberItem = (item: CartItem, member: MemberClaim): CartItem => ({ ...item, member }) as CartItem;

  const suggest = async (items: CartItem[], client = '10.1.0.1') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/suggest',
      remoteAddress: client,
      payload: { cart: { ver: 1, items } },
    });
    return answer;
  };
  const timeslot = async (eventId: number, date: string) => {
    const answer = await t.app.inject({ url: `/api/en/ticket/collect/event/${eventId}/date/${date}?shop=1` });
    expect(answer.statusCode, answer.body).toBe(200);
    return Object.values(answer.json().data.timeslots)[0] as { left: number; member_left?: number };
  };
  /** Starts and books a cart as a guest of its own address: initPayment's answer and the order's review id. */
  const book = async (items: CartItem[], client: string) => {
    const token = await guestToken(t, client);
    const start = await initPayment(t, items, { token, client, browserSession: `session-${client}` });
    if (start.statusCode !== 200) return { start, bookingId: null };
    await sandboxAction(t, start.json().data.redirect, 'pay');
    const booked = await execPayment(t, start.json().data.cartId);
    expect(booked.statusCode, booked.body).toBe(200);
    return { start, bookingId: booked.json().data.booking_id as string };
  };

  it('keeps a share of the slot for members and books a member ticket from it at €0', async () => {
    const { slot, ada } = await memberSetting((eventId) => [freeEntry(eventId)], 'share');
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 8, member_left: 10 });

    // Everyone takes what is not kept: the ninth place is the members'.
    const { start: nine } = await book([slot.item(9)], '10.1.1.1');
    expect(nine.statusCode).toBe(422);
    expect(nine.json().problems).toEqual([
      expect.objectContaining({ code: 'NOT_ENOUGH_PLACES', requested: 9, available: 8 }),
    ]);
    expect((await book([slot.item(8)], '10.1.1.2')).start.statusCode).toBe(200);
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 0, member_left: 2 });
    const calendar = async (members: string) =>
      (
        await t.app.inject({
          url: `/api/en/ticket/calendar/event/${slot.eventId}/range/${slot.date.replaceAll('-', '')};${slot.date.replaceAll('-', '')}?shop=1&deep=1${members}`,
        })
      ).json().data[slot.date];
    expect(await calendar('')).toBe(0);
    expect(await calendar('&members=1')).toBe(2);

    // A member books the sold-out slot from the share, free; the surname's case and accents do not matter.
    const member = memberItem(slot.item(2), claim(ada.number.replaceAll('-', ' '), ' lovelace '));
    const priced = await suggest([member]);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data).toMatchObject({ bookable: true, totals: { total: 0 } });
    const booked = await book([member], '10.1.1.3');
    expect(booked.start.statusCode, booked.start.body).toBe(200);
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 0, member_left: 0 });
    const review = await t.app.inject({ url: `/api/en/order/review?id=${booked.bookingId}&shop=1` });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.body).toContain('"total":0');

    // The desk sees the member booking on the card.
    const desk = await t.app.inject({
      url: `/api/en/staff/member-cards/${ada.number}?_=${await staffToken(t, 'box_office')}`,
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().data.bookings).toEqual([
      expect.objectContaining({ datetime: `${slot.date} 10:00`, tickets: 2 }),
    ]);
  });

  it('lets members take what is left when the share is more than that (a members’ preview)', async () => {
    const { slot, emile } = await memberSetting(
      (eventId) => [freeEntry(eventId, { member_share_percent: 100 })],
      'preview',
    );
    // Everything is kept for members: everyone else finds the time sold out, members find 10.
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 0, member_left: 10 });
    const refused = await book([slot.item(1)], '10.1.3.1');
    expect(refused.start.statusCode).toBe(422);
    const member = memberItem(slot.item(2), claim(emile.number, 'Noël'));
    const mixed = await book([member, slot.item(1)], '10.1.3.2');
    expect(mixed.start.statusCode).toBe(422);
    expect(mixed.start.json().problems).toContainEqual(
      expect.objectContaining({ index: 1, code: 'SOLD_OUT' }),
    );
    expect((await book([member], '10.1.3.3')).start.statusCode).toBe(200);
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 0, member_left: 8 });
  });

  it('prices a member ticket by the discount and leaves the share to everyone once its time has passed', async () => {
    // Kept until 200 hours before: the slot tomorrow is inside that, so nothing is kept any more.
    const { slot, ada } = await memberSetting(
      (eventId) => [freeEntry(eventId, { discount_percent: 25, member_share_until_hours: 200 })],
      'late',
    );
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 10, member_left: 10 });
    const priced = await suggest([memberItem(slot.item(1), claim(ada.number, 'Lovelace')), slot.item(1)]);
    expect(priced.json().data.lines.map((line: { total: number }) => line.total)).toEqual([750, 1_000]);
  });

  it('refuses an unknown, a refunded, an expired card, another event and more than the caps, with why', async () => {
    const { slot, orderId, ada, emile } = await memberSetting((eventId) => [freeEntry(eventId)], 'refusals');
    const other = await hotSlot(t.db, 10, today);
    const problemsOf = async (items: CartItem[]) =>
      (await suggest(items, '10.1.2.1'))
        .json()
        .data.lines.flatMap((line: { problems: unknown[] }) => line.problems);

    expect(await problemsOf([memberItem(slot.item(1), claim(ada.number, 'Byron'))])).toEqual([
      { code: 'MEMBER_CARD_NOT_FOUND' },
    ]);
    expect(await problemsOf([memberItem(other.item(1), claim(ada.number, 'Lovelace'))])).toEqual([
      { code: 'MEMBER_NO_BENEFIT' },
    ]);
    expect(await problemsOf([memberItem(slot.item(3), claim(ada.number, 'Lovelace'))])).toEqual([
      { code: 'MEMBER_TICKETS_LIMIT', requested: 3, available: 2 },
    ]);
    // Two lines of one card share its caps.
    expect(
      await problemsOf([
        memberItem(slot.item(1), claim(ada.number, 'Lovelace')),
        memberItem(slot.item(2), claim(ada.number, 'Lovelace')),
      ]),
    ).toEqual([{ code: 'MEMBER_TICKETS_LIMIT', requested: 2, available: 1 }]);

    await t.db
      .update(memberCards)
      .set({ validFrom: addDays(today, -400), validUntil: today })
      .where(eq(memberCards.id, emile.id));
    expect(await problemsOf([memberItem(slot.item(1), claim(emile.number, 'Noel'))])).toEqual([
      { code: 'MEMBER_CARD_EXPIRED' },
    ]);
    expect((await t.app.refundOrder(orderId, 'Moved away', { lines: [0] }))?.lines).toEqual([0]);
    expect(await problemsOf([memberItem(slot.item(1), claim(ada.number, 'Lovelace'))])).toEqual([
      { code: 'MEMBER_CARD_REFUNDED' },
    ]);
    const start = await initPayment(t, [memberItem(slot.item(1), claim(ada.number, 'Lovelace'))], {
      token: await guestToken(t, '10.1.2.2'),
      client: '10.1.2.2',
    });
    expect(start.statusCode).toBe(422);
    expect(start.json().problems).toEqual([{ index: 0, code: 'MEMBER_CARD_REFUNDED' }]);
  });

  it('gives one card no more member tickets of a day than its cap when 20 bookings run at once', async () => {
    const { slot, ada } = await memberSetting((eventId) => [freeEntry(eventId)], 'rush');
    const starts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const client = `10.2.0.${i + 1}`;
        const token = await guestToken(t, client);
        return initPayment(t, [memberItem(slot.item(1), claim(ada.number, 'Lovelace'))], {
          token,
          client,
          browserSession: `rush-${i}`,
        });
      }),
    );
    const held = starts.filter((start) => start.statusCode === 200);
    expect(held).toHaveLength(2);
    for (const refused of starts.filter((start) => start.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().problems).toEqual([
        expect.objectContaining({ code: 'MEMBER_TICKETS_LIMIT', available: 0 }),
      ]);
    }
    // The other card of the order has caps of its own.
    expect(await timeslot(slot.eventId, slot.date)).toMatchObject({ left: 8, member_left: 8 });
  });

  it('frees a guided tour’s admission tickets with the benefit for every event, within the same caps', async () => {
    const { slot, ada } = await memberSetting(
      () => [{ ...freeEntry(1), event_ids: null, per_booking: 1, per_day: 1, member_share_percent: 0 }],
      'tours',
    );
    const [tour] = await t.db
      .select({ id: tours.id })
      .from(tours)
      .where(sql`${tours.name}->>'en' LIKE 'Highlights%'`);
    if (!tour) throw new Error('the demo highlights tour is missing');
    const [price] = await t.db.select().from(tourPrices).where(eq(tourPrices.tourId, tour.id));
    const [ticket] = await t.db.select().from(tourTickets).where(eq(tourTickets.tourId, tour.id));
    if (!price || !ticket) throw new Error('the demo tour has a price and a ticket');
    const tourItem = (count: number): CartItem => ({
      type: 'guidedTour',
      tourId: tour.id,
      datetime: `${slot.date} 15:00`,
      prices: [{ id: price.id, count }],
      tickets: [{ id: ticket.id, count }],
      answers: [],
      member: claim(ada.number, 'Lovelace'),
    });
    const priced = (await suggest([tourItem(1)], '10.5.0.1')).json().data.lines[0];
    expect(priced.problems).toEqual([]);
    // The guide is paid as by everyone; the admission ticket is free.
    expect(priced.parts).toEqual([
      expect.objectContaining({ kind: 'tourPrice', unit_price: price.price }),
      expect.objectContaining({ kind: 'tourTicket', unit_price: 0 }),
    ]);
    expect((await suggest([tourItem(2)], '10.5.0.1')).json().data.lines[0].problems).toEqual([
      { code: 'MEMBER_TICKETS_LIMIT', requested: 2, available: 1 },
    ]);
    const booked = await book([tourItem(1)], '10.5.0.2');
    expect(booked.start.statusCode, booked.start.body).toBe(200);
    // The card's one ticket of the day is taken: the event of the same day is refused.
    const sameDay = await book([memberItem(slot.item(1), claim(ada.number, 'Lovelace'))], '10.5.0.3');
    expect(sameDay.start.statusCode).toBe(422);
    expect(sameDay.start.json().problems).toEqual([
      expect.objectContaining({ code: 'MEMBER_TICKETS_LIMIT', available: 0 }),
    ]);
    const desk = await t.app.inject({
      url: `/api/en/staff/member-cards/${ada.number}?_=${await staffToken(t, 'box_office')}`,
    });
    expect(desk.json().data.bookings).toEqual([
      expect.objectContaining({
        datetime: `${slot.date} 15:00`,
        tickets: 1,
        event: expect.stringMatching(/^Highlights/),
      }),
    ]);
  });

  it('lists a signed-in customer’s cards with what they give for an event, and only theirs', async () => {
    const slot = await hotSlot(t.db, 10, today);
    const passId = await publishedMembershipType(t, owner, {
      name: { en: 'Pass of a customer' },
      benefits: [freeEntry(slot.eventId)],
    });
    const form = validCustomerForm('member.customer@example.org');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/en/customer/register',
      remoteAddress: '10.4.0.1',
      payload: { c: form },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      remoteAddress: '10.4.0.1',
      payload: { _u: form.email, _p: form.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().data.token;
    const owners = [{ title: '', fname: 'Ada', lname: 'Lovelace' }];
    await payForOrder(t, [{ type: 'annualPass', id: passId, count: 1, owners }], { token });
    const answer = await t.app.inject({ url: `/api/en/member/cards?_=${token}&event=${slot.eventId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.cards).toEqual([
      expect.objectContaining({
        holder: 'Ada Lovelace',
        membership: 'Pass of a customer',
        state: 'valid',
        benefit: { discount_percent: 100, per_booking: 2, per_day: 2 },
      }),
    ]);
    expect((await t.app.inject({ url: '/api/en/member/cards' })).statusCode).toBe(401);
  });

  it('limits guessed card numbers per client with Retry-After, and counts no known card', async () => {
    const { ada } = await memberSetting(() => [], 'guesses');
    const check = (number: string, lname: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/en/member/card?shop=1',
        remoteAddress: '10.3.0.1',
        payload: { number, lname },
      });
    for (let i = 0; i < 5; i += 1) expect((await check(ada.number, 'Lovelace')).statusCode).toBe(200);
    const known = (await check(ada.number, 'Lovelace')).json().data;
    expect(known).toMatchObject({
      number: ada.number,
      holder: 'Ada Lovelace',
      state: 'valid',
      benefit: null,
    });
    for (let i = 0; i < 3; i += 1) {
      const guess = await check(ada.number, `Guess${i}`);
      expect(guess.statusCode).toBe(404);
      expect(guess.json().code).toBe('MEMBER_CARD_NOT_FOUND');
    }
    const refused = await check(ada.number, 'Lovelace');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A cart naming a card is refused too from that address, and not from another.
    const slot = await hotSlot(t.db, 10, today);
    const cart = [memberItem(slot.item(1), claim(ada.number, 'Lovelace'))];
    expect((await suggest(cart, '10.3.0.1')).statusCode).toBe(429);
    expect((await suggest(cart, '10.3.0.2')).statusCode).toBe(200);
  });
});
