import { staffMemberCardCheckEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { admitMemberCardAtDoor, unreadCard } from '../../../modules/members/index.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import type { StaffCheckout } from '../staff-checkout.ts';

/**
 * The door's card check (staff/member-cards/check, issue 36): a member card's QR code or typed
 * number admits one of its persons today, once each; the admission row keeps who scanned it and
 * when, as a ticket's does. A made-up code costs one signature check and no database read.
 */
export function staffMemberCardCheckRoutes(app: FastifyInstance, checkout: StaffCheckout) {
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
}
