import {
  staffAcceptInviteEndpoint,
  staffInvitationEndpoint,
  staffInviteEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffMeEndpoint,
  staffMembersEndpoint,
  staffMemberUpdateEndpoint,
  staffSettingsEndpoint,
  staffSettingsUpdateEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http.ts';
import { pageOffset } from '../pages.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import {
  acceptInvite,
  changeMember,
  changeSettings,
  inviteMember,
  login,
  logout,
  me,
  membersPage,
  type StaffAuthDeps,
  settings,
} from './auth.service.ts';
import { invitationOf } from './invitation.service.ts';

export function staffAuthRoutes(app: FastifyInstance, deps: StaffAuthDeps) {
  registerEndpoint(app, staffLoginEndpoint, async ({ shop, body, request }) => ({
    data: await login(deps, shop, body, request.ip),
  }));
  registerEndpoint(app, staffAcceptInviteEndpoint, async ({ shop, body, request }) => ({
    data: await acceptInvite(deps, shop, body, request.ip),
  }));
  registerEndpoint(app, staffInvitationEndpoint, async ({ shop, body, request }) => ({
    data: await invitationOf(deps, shop, body.token, request.ip),
  }));
  registerStaffEndpoint(app, staffLogoutEndpoint, async ({ staff, shop }) => {
    await logout(app.db, staff, shop.now);
    return { data: { ok: true as const } };
  });
  registerStaffEndpoint(app, staffMeEndpoint, async ({ staff }) => ({ data: await me(app.db, staff) }));
  registerStaffEndpoint(app, staffMembersEndpoint, async ({ shop, query }) => ({
    data: await membersPage(app.db, shop.shopId, query.limit, pageOffset(query.cursor)),
  }));
  registerStaffEndpoint(app, staffInviteEndpoint, async ({ shop, staff, body }) => ({
    data: await inviteMember(deps, shop, staff, body),
  }));
  registerStaffEndpoint(app, staffMemberUpdateEndpoint, async ({ shop, staff, params, body }) => ({
    data: await changeMember(app.db, shop, staff, params.id, body),
  }));
  registerStaffEndpoint(app, staffSettingsEndpoint, async ({ shop }) => ({
    data: await settings(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffSettingsUpdateEndpoint, async ({ shop, staff, body }) => ({
    data: await changeSettings(app.db, shop, staff, body.box_office_refund_limit),
  }));
}
