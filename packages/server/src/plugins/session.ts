import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession } from '../db/repositories/sessions.repository.ts';
import { AppError } from '../errors.ts';
import { hashToken } from '../tokens.ts';

/** Whose the request's token `_` is; the token itself is not kept. */
export interface RequestSession {
  customerId: string;
  shopId: number;
  isGuest: boolean;
  /** To end this session (logout) without keeping the token. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a valid, unexpired token `_`; null without one. */
    session: RequestSession | null;
  }
}

/**
 * Reads the token of query parameter `_` (spec §6) on every API request. Routes state what they
 * need with `requireSession`; routes that need none ignore it.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = (request.query as Record<string, unknown> | undefined)?._;
      if (typeof token !== 'string' || token === '' || token.length > 200) return;
      const tokenHash = hashToken(token);
      const row = await findActiveSession(app.db, tokenHash, app.clock());
      if (row) request.session = { ...row, tokenHash };
    });
  },
  { name: 'session', dependencies: ['database'] },
);

/** Who may call: a registered customer only, or a guest as well (checkout and the guest's own data). */
export type Access = 'registered' | 'registered-or-guest';

/**
 * The request's session, or 401 without a valid one, or 403 when it may not do this: a guest
 * outside its scope, or a customer of another shop.
 */
export function requireSession(
  request: Pick<FastifyRequest, 'session'>,
  access: Access,
  shopId: number,
): RequestSession {
  const session = request.session;
  if (!session)
    throw new AppError(401, 'UNAUTHORIZED', 'Please sign in: the session is missing or has ended');
  if (session.shopId !== shopId || (session.isGuest && access === 'registered'))
    throw new AppError(403, 'FORBIDDEN', 'This session may not do this');
  return session;
}
