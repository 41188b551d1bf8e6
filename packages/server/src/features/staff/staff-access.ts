import type { Endpoint, StaffRole } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../errors.ts';
import { type EndpointInput, type EndpointOptions, registerEndpoint } from '../../http.ts';
import { hashToken } from '../../tokens.ts';
import { auditRefusal } from './audit/refusals.ts';
import { findStaffSession, touchStaffSession } from './auth/auth.repository.ts';

/** Whose the staff token `_` of a request is. */
export interface StaffPrincipal {
  staffId: string;
  shopId: number;
  role: StaffRole;
  name: string;
  email: string;
  tokenHash: string;
  /** The token as sent (to answer `staff/me` with the session). */
  token: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of a valid staff token `_` (staff calls only); null without one. */
    staff: StaffPrincipal | null;
  }
}

/** How long a staff session lasts at most, and unused. */
export interface StaffSessionTimes {
  absoluteMs: number;
  idleMs: number;
}
export const DEFAULT_STAFF_SESSION_TIMES: StaffSessionTimes = {
  absoluteMs: 12 * 60 * 60_000,
  idleMs: 2 * 60 * 60_000,
};

/**
 * Reads the staff token `_` of every request in the staff routes' scope. Staff sessions live in
 * their own table: a customer's or guest's token is never found there.
 */
export function readStaffSessions(app: FastifyInstance, times: StaffSessionTimes) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = (request.query as Record<string, unknown> | undefined)?._;
    if (typeof token !== 'string' || token === '' || token.length > 200) return;
    const tokenHash = hashToken(token);
    const now = app.clock();
    const row = await findStaffSession(app.db, tokenHash, now, times.idleMs);
    if (!row) return;
    await touchStaffSession(app.db, tokenHash, now);
    request.staff = { ...row, tokenHash, token };
  });
}

/**
 * The one place roles are checked: 401 without a staff session, 403 when the session is another
 * shop's or its role is not among the call's (the contract's `roles`).
 */
export async function authorizeStaff(request: FastifyRequest, endpoint: Endpoint): Promise<void> {
  const staff = request.staff;
  if (!staff)
    throw new AppError(401, 'UNAUTHORIZED', 'Please sign in: the staff session is missing or has ended');
  if (staff.shopId !== request.shop.shopId || !endpoint.roles.includes(staff.role))
    throw new AppError(403, 'FORBIDDEN', 'This role may not do this');
}

/**
 * Registers a staff call: the contract's route, guarded by `authorizeStaff`, with the member at hand;
 * `options.bodyLimit` raises the app's body limit for this call alone (an image upload). Every 403
 * of the call, the role check's or the handler's (a refund above the limit), is audit-logged after
 * the refusal, in a transaction of its own (`auditRefusal`).
 */
export function registerStaffEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E> & { staff: StaffPrincipal }) => Promise<z.input<E['response']>>,
  options: Pick<EndpointOptions, 'bodyLimit'> = {},
) {
  const refused = async (request: FastifyRequest, error: unknown): Promise<never> => {
    await auditRefusal(app, request, endpoint, error);
    throw error;
  };
  registerEndpoint(
    app,
    endpoint,
    async (input) => {
      const staff = input.request.staff;
      if (!staff) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in');
      return handler({ ...input, staff }).catch((error: unknown) => refused(input.request, error));
    },
    {
      ...options,
      authorize: (request, called) =>
        authorizeStaff(request, called).catch((error) => refused(request, error)),
    },
  );
}
