import { passOwnerSchema } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { memberCards } from '../../db/schema/members.ts';
import { payForOrder } from '../../features/checkout/checkout.test-support.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { publishedMembershipType } from './members.test-support.ts';
import { cardsNearingTheirEnd } from './renewal-reminders.repository.ts';

// Issue 36: the renewal mail links to the pass with `?renews=<member number>`; a pass bought so
// starts the day after the old one ends and keeps which card it renews. A number the shop does not
// know, or a refunded card's, gives a new pass from the purchase day: a paid booking never fails.
// The clock is pinned to 10 March 2027, noon in Berlin.
const NOW = new Date('2027-03-10T11:00:00Z');

describe('buying the renewal of a member card', () => {
  let t: TestApp;
  let passId: number;

  beforeAll(async () => {
    t = await build({ app: { clock: () => NOW } });
    passId = await publishedMembershipType(t, await staffToken(t, 'owner'));
  });
  afterAll(async () => t?.close());

  /** The card of a new paid pass for Ada, renewing `renews` when given. */
  const buyPass = async (renews?: string) => {
    const owner = { title: '', fname: 'Ada', lname: 'Lovelace', ...(renews ? { renews } : {}) };
    const publicId = await payForOrder(t, [{ type: 'annualPass', id: passId, count: 1, owners: [owner] }], {
      cart: { request_invoice: false },
    });
    const [card] = await t.db
      .select({ card: memberCards })
      .from(memberCards)
      .innerJoin(orders, eq(orders.id, memberCards.orderId))
      .where(eq(orders.publicId, publicId));
    if (!card) throw new Error('a paid pass has its card');
    return card.card;
  };

  /** A card of this shop whose last day is `validUntil`. */
  const cardEnding = async (validUntil: string) => {
    const card = await buyPass();
    await t.db
      .update(memberCards)
      .set({ validFrom: '2026-04-01', validUntil })
      .where(eq(memberCards.id, card.id));
    return card;
  };

  it('starts a renewal the day after the old pass ends, and keeps which card it renews', async () => {
    const old = await cardEnding('2027-03-31');
    // Typed with spaces, as the desk or a visitor might: the number is read, not matched as text.
    const renewal = await buyPass(old.number.replaceAll('-', ' '));
    expect(renewal).toMatchObject({
      validFrom: '2027-04-01',
      validUntil: '2028-03-31',
      renewsCardId: old.id,
      status: 'active',
    });
    expect(renewal.number).not.toBe(old.number);
    // The old card is renewed: no reminder is due for it any more.
    const nearing = await cardsNearingTheirEnd(t.db, '2027-03-01', '2027-04-30');
    expect(nearing.map((card) => card.id)).not.toContain(old.id);
  });

  it('issues a new pass from the purchase day for a number the shop does not know', async () => {
    const unknown = await buyPass('9999-9999-99');
    expect(unknown).toMatchObject({ validFrom: '2027-03-10', validUntil: '2028-03-09', renewsCardId: null });
    const plain = await buyPass();
    expect(plain).toMatchObject({ validFrom: '2027-03-10', validUntil: '2028-03-09', renewsCardId: null });
  });

  it('issues a new pass from the purchase day when the renewed card was refunded', async () => {
    const old = await cardEnding('2027-03-31');
    await t.db.update(memberCards).set({ status: 'refunded' }).where(eq(memberCards.id, old.id));
    expect(await buyPass(old.number)).toMatchObject({
      validFrom: '2027-03-10',
      validUntil: '2028-03-09',
      renewsCardId: null,
    });
  });

  it('takes a member number as typed in the owner, and nothing else', () => {
    const owner = { title: '', fname: 'Ada', lname: 'Lovelace' };
    expect(passOwnerSchema.safeParse({ ...owner, renews: '1234-5678-90' }).success).toBe(true);
    expect(passOwnerSchema.safeParse({ ...owner, renews: '1234 5678 90' }).success).toBe(true);
    expect(passOwnerSchema.safeParse({ ...owner, renews: 'M-1234-5678' }).success).toBe(false);
    expect(passOwnerSchema.safeParse({ ...owner, renews: '1234-5678-90-1234-5678' }).success).toBe(false);
  });
});
