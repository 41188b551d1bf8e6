import {
  staffMemberCardCheckEndpoint,
  staffMemberCardEndpoint,
  staffMemberCardExtendEndpoint,
  staffMemberCardResendEndpoint,
  staffMemberCardsEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import {
  admitMemberCardAtDoor,
  extendMemberCard,
  memberCardDetail,
  orderToResendCardOf,
  searchMemberCards,
  unreadCard,
} from '../../../modules/members/index.ts';
import { audit } from '../audit/audit.service.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import type { StaffCheckout } from '../staff-checkout.ts';

/**
 * Member cards at the door and the desk (issue 36). The door's card check admits one of a card's
 * persons today, once each; the admission row keeps who scanned it and when, as a ticket's does,
 * and a made-up code costs one signature check and no database read. The desk finds a card by
 * number, name or e-mail, shows its visits, sends its order's confirmation (with the cards) again,
 * and the owner extends a pass; both changes are audited.
 */
export function staffMemberCardRoutes(app: FastifyInstance, checkout: StaffCheckout) {
  registerStaffEndpoint(app, staffMemberCardCheckEndpoint, async ({ shop, body, staff }) => {
    const read = await checkout.readMemberCard(shop.shopId, body.code);
    if (!read.ok) return { data: unreadCard(read.reason) };
    return {
      data: await admitMemberCardAtDoor(app.db, read.number, {
        shopId: shop.shopId,
        today: shop.today,
        now: shop.now,
        timeZone: shop.timeZone,
        staffId: staff.staffId,
      }),
    };
  });

  registerStaffEndpoint(app, staffMemberCardsEndpoint, async ({ shop, query }) => ({
    data: await searchMemberCards(app.db, shop.shopId, query.q),
  }));

  registerStaffEndpoint(app, staffMemberCardEndpoint, async ({ shop, params }) => ({
    data: await memberCardDetail(app.db, shop.shopId, params.number, { timeZone: shop.timeZone, t: shop.t }),
  }));

  registerStaffEndpoint(app, staffMemberCardResendEndpoint, async ({ shop, params, staff }) => {
    const card = await orderToResendCardOf(app.db, shop.shopId, params.number);
    const queued = await app.db.transaction(async (tx) => {
      const job = await checkout.queueConfirmationAgain(tx, card.orderId);
      await audit(
        tx,
        {
          shopId: shop.shopId,
          staffId: staff.staffId,
          action: 'member_card.resend',
          subjectKind: 'member_card',
          subjectId: card.number,
          orderId: card.orderId,
          after: { email: card.email },
        },
        shop.now,
      );
      return job;
    });
    await checkout.runJobs([queued]);
    return { data: { email: card.email } };
  });

  registerStaffEndpoint(app, staffMemberCardExtendEndpoint, async ({ shop, params, staff, body }) => ({
    data: await extendMemberCard(
      app.db,
      { shopId: shop.shopId, staffId: staff.staffId, today: shop.today, now: shop.now },
      params.number,
      body,
    ),
  }));
}
