import {
  staffWaitingRoomEndpoint,
  staffWaitingRoomSaveEndpoint,
  waitingRoomJoinEndpoint,
  waitingRoomStatusEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import { registerEndpoint } from '../../http.ts';
import { type RateLimitRule, takeClientRateLimit } from '../../rate-limits.ts';
import { deleteEndedPlaces } from './waiting-room.repository.ts';
import {
  joinWaitingRoom,
  saveWaitingRoom,
  staffWaitingRoom,
  waitingRoomStatus,
} from './waiting-room.service.ts';

/**
 * What one address may ask of the queue per minute: generous, since many visitors share one
 * (a museum's Wi-Fi, a carrier's NAT) and each asks every few seconds, but a flood stops here.
 */
export interface WaitingRoomLimits {
  joinsPerClient: RateLimitRule;
  statusPerClient: RateLimitRule;
}

export const DEFAULT_WAITING_ROOM_LIMITS: WaitingRoomLimits = {
  joinsPerClient: { limit: 300, windowMs: 60_000 },
  statusPerClient: { limit: 6_000, windowMs: 60_000 },
};

/** The visitor's calls of the waiting room (issue 38), and the sweep of ended sales' places. */
export async function waitingRoomRoutes(app: FastifyInstance, options: { limits: WaitingRoomLimits }) {
  registerEndpoint(app, waitingRoomJoinEndpoint, async ({ shop, request }) => {
    await takeClientRateLimit(app.db, 'waiting-join', request.ip, options.limits.joinsPerClient, app.clock());
    return { data: await joinWaitingRoom(app.db, shop.shopId, app.clock()) };
  });
  registerEndpoint(app, waitingRoomStatusEndpoint, async ({ shop, body, request }) => {
    await takeClientRateLimit(
      app.db,
      'waiting-status',
      request.ip,
      options.limits.statusPerClient,
      app.clock(),
    );
    return { data: await waitingRoomStatus(app.db, shop.shopId, body.ticket, app.clock()) };
  });
  // A day after a sale ended, its places go.
  app.registerSweep('waiting room places', async (now) => {
    await deleteEndedPlaces(app.db, new Date(now.getTime() - 24 * 60 * 60_000));
  });
}

/** The staff's calls (in the staff routes' scope, which signs staff in). */
export function staffWaitingRoomRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffWaitingRoomEndpoint, async ({ staff }) => ({
    data: await staffWaitingRoom(app.db, staff.shopId, app.clock()),
  }));
  registerStaffEndpoint(app, staffWaitingRoomSaveEndpoint, async ({ staff, body }) => ({
    data: await saveWaitingRoom(app.db, staff, body, app.clock()),
  }));
}
