import { type MemberCardCheck, type MembershipDocument, monthsLater } from '@museum-shop/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { memberCardAdmissions, memberCards } from '../../db/schema/members.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { payForOrder } from '../../features/checkout/checkout.test-support.ts';
import { shopMemberKey, signMemberCode } from '../../features/checkout/documents/member-codes.ts';
import { ticketMasterKey } from '../../features/checkout/documents/ticket-codes.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { addDays } from '../../lib/dates.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { publishedMembershipType } from './members.test-support.ts';

// Issue 36: the door admits a member card's persons once a museum day each, by its signed QR code
// or its typed number, shows whom to compare with the person, and refuses a refunded, expired or
// not yet valid card. A card counted from its first use starts on the day it first comes in.

/** A member number whose check digit holds, which no card has. */
const UNKNOWN = '4821-5530-16';

describe('member cards at the door', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  let owner: string;
  let boxOffice: string;
  let key: Uint8Array;

  const makeType = (change: Partial<MembershipDocument>) => publishedMembershipType(t, owner, change);

  /** Buys a pass of the type for the owners; answers the order's id and its cards, by owner. */
  const buy = async (passId: number, names: [string, string][]) => {
    const owners = names.map(([fname, lname]) => ({ title: '', fname, lname }));
    const publicId = await payForOrder(
      t,
      [{ type: 'annualPass', id: passId, count: owners.length, owners }],
      {
        cart: { request_invoice: false },
      },
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    if (!order) throw new Error('no order');
    const cards = await t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, order.id))
      .orderBy(asc(memberCards.person));
    return { orderId: order.id, cards };
  };

  const door = async (code: string, token = boxOffice): Promise<MemberCardCheck> => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/member-cards/check?_=${token}`,
      payload: { code },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const qr = (number: string) => signMemberCode(1, number, key);

  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
    owner = await staffToken(t, 'owner');
    boxOffice = await staffToken(t, 'box_office');
    key = shopMemberKey(await ticketMasterKey(t.db), 1);
  });
  afterAll(async () => t?.close());

  it('admits each card once today by its QR code or its number, and refuses it the second time', async () => {
    const passId = await makeType({});
    const { cards } = await buy(passId, [
      ['Ada', 'Lovelace'],
      ['Charles', 'Babbage'],
    ]);
    const [ada, charles] = cards;
    if (!ada || !charles) throw new Error('two cards');

    const first = await door(qr(ada.number));
    expect(first).toMatchObject({
      state: 'admitted',
      number: ada.number,
      holder: 'Ada Lovelace',
      type: 'Year of light',
      valid_from: today,
      valid_until: monthsLater(today),
      persons: 1,
      admitted_today: 1,
    });
    expect(first.admitted_at?.slice(0, 10)).toBe(today);
    // The same card again, as scanned or typed: refused, with when it came in.
    expect(await door(qr(ada.number))).toMatchObject({
      state: 'used_today',
      admitted_today: 1,
      admitted_at: first.admitted_at,
    });
    expect(await door(ada.number.replaceAll('-', ' '))).toMatchObject({ state: 'used_today' });
    // The other owner's card is a card of its own.
    expect(await door(charles.number)).toMatchObject({ state: 'admitted', holder: 'Charles Babbage' });
    const rows = await t.db
      .select()
      .from(memberCardAdmissions)
      .where(eq(memberCardAdmissions.cardId, ada.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: today, person: 1 });
  });

  it('admits as many persons a day as the card says, however many scanners try at once', async () => {
    const passId = await makeType({ persons: 2, name: { en: 'Year of light for two' } });
    const {
      cards: [card],
    } = await buy(passId, [['Grace', 'Hopper']]);
    if (!card) throw new Error('a card');
    const answers = await Promise.all(Array.from({ length: 6 }, () => door(qr(card.number))));
    expect(answers.filter((answer) => answer.state === 'admitted')).toHaveLength(2);
    expect(answers.filter((answer) => answer.state === 'used_today')).toHaveLength(4);
    expect(
      answers
        .filter((answer) => answer.state === 'admitted')
        .map((answer) => answer.admitted_today)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('starts a card counted from its first use on the day it first comes in', async () => {
    const passId = await makeType({ validity: 'months_from_first_use', name: { en: 'First-visit year' } });
    const {
      cards: [card],
    } = await buy(passId, [['Alan', 'Turing']]);
    if (!card) throw new Error('a card');
    expect([card.validFrom, card.validUntil]).toEqual([null, null]);
    expect(await door(card.number)).toMatchObject({
      state: 'admitted',
      valid_from: today,
      valid_until: monthsLater(today),
    });
    const [started] = await t.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    expect([started?.validFrom, started?.validUntil]).toEqual([today, monthsLater(today)]);
  });

  it('refuses a refunded, an expired and a not yet valid card, admitting nobody', async () => {
    const passId = await makeType({ name: { en: 'Year of light, refused' } });
    const { orderId, cards } = await buy(passId, [
      ['Hedy', 'Lamarr'],
      ['Katherine', 'Johnson'],
      ['Mary', 'Jackson'],
    ]);
    const [hedy, katherine, mary] = cards;
    if (!hedy || !katherine || !mary) throw new Error('three cards');
    await t.db
      .update(memberCards)
      .set({ validFrom: addDays(today, -400), validUntil: addDays(today, -1) })
      .where(eq(memberCards.id, katherine.id));
    await t.db
      .update(memberCards)
      .set({ validFrom: addDays(today, 1), validUntil: addDays(today, 366) })
      .where(eq(memberCards.id, mary.id));
    expect(await door(katherine.number)).toMatchObject({ state: 'expired', valid_until: addDays(today, -1) });
    expect(await door(mary.number)).toMatchObject({ state: 'not_yet_valid', valid_from: addDays(today, 1) });

    expect(await door(hedy.number)).toMatchObject({ state: 'admitted' });
    expect((await t.app.refundOrder(orderId, 'The member moved away', { lines: [0] }))?.lines).toEqual([0]);
    expect(await door(qr(hedy.number))).toMatchObject({ state: 'refunded', holder: 'Hedy Lamarr' });
    const admitted = await t.db.select().from(memberCardAdmissions);
    expect(admitted.filter((row) => [katherine.id, mary.id].includes(row.cardId))).toEqual([]);
  });

  it('tells a forged, a mistyped, another shop’s and an unknown card apart without admitting', async () => {
    const forged = `${qr(UNKNOWN).slice(0, -4)}AAAA`;
    expect(await door(forged)).toMatchObject({ state: 'invalid', reason: 'forged', number: null });
    expect(await door('4821-5530-17')).toMatchObject({ state: 'invalid', reason: 'check-digit' });
    expect(
      await door(signMemberCode(2, UNKNOWN, shopMemberKey(await ticketMasterKey(t.db), 2))),
    ).toMatchObject({
      state: 'invalid',
      reason: 'other-shop',
    });
    expect(await door('M1.1.12')).toMatchObject({ state: 'invalid', reason: 'malformed' });
    // A number whose check digit holds but that no card has.
    const unknown = await door(qr(UNKNOWN));
    expect(unknown).toMatchObject({ state: 'unknown', number: UNKNOWN, holder: null });
  });

  it('is the box office’s and the owner’s: a viewer may not admit, and bad input is a 4xx', async () => {
    const viewer = await staffToken(t, 'viewer');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/member-cards/check?_=${viewer}`,
      payload: { code: UNKNOWN },
    });
    expect(refused.statusCode).toBe(403);
    for (const payload of [
      {},
      { code: '' },
      { code: 'x'.repeat(201) },
      { code: 5 },
      { code: 'a', extra: 1 },
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/en/staff/member-cards/check?_=${owner}`,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});
