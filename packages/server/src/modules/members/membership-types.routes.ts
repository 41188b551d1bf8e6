import {
  staffMembershipCreateEndpoint,
  staffMembershipEndpoint,
  staffMembershipSaveEndpoint,
  staffMembershipStatusEndpoint,
  staffMembershipsEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import {
  changeMembershipStatus,
  createMembership,
  listStaffMemberships,
  type MembershipEditor,
  readStaffMembership,
  saveMembership,
} from './membership-types.service.ts';

const editorOf = (
  shop: ShopContext,
  staff: { staffId: string },
  request: FastifyRequest,
): MembershipEditor => ({
  shopId: shop.shopId,
  staffId: staff.staffId,
  now: shop.now,
  defaultLanguage: shop.defaultLanguage,
  clientAddress: request.ip,
});

/** The owner's calls of the membership types (issue 36), in the staff routes' scope. */
export function staffMembershipRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffMembershipsEndpoint, async ({ shop }) => ({
    data: await listStaffMemberships(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffMembershipEndpoint, async ({ shop, params }) => ({
    data: await readStaffMembership(app.db, shop.shopId, params.id),
  }));
  registerStaffEndpoint(app, staffMembershipCreateEndpoint, async ({ shop, staff, body, request }) => ({
    data: await createMembership(app.db, editorOf(shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffMembershipSaveEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await saveMembership(app.db, editorOf(shop, staff, request), params.id, body),
  }));
  registerStaffEndpoint(
    app,
    staffMembershipStatusEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await changeMembershipStatus(app.db, editorOf(shop, staff, request), params.id, body.status),
    }),
  );
}
