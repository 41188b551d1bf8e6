import type { Endpoint } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { countAttempt } from '../../../rate-limits.ts';
import { findOrderIdByNumber } from './audit.repository.ts';
import { type AuditRecord, audit } from './audit.service.ts';

/**
 * How many refusals of one member the log keeps per window: far more than a person meets by
 * mistake, so a member scripting refused calls cannot fill the database; the rest of the window's
 * refusals are still refused, only not written down again.
 */
export const REFUSALS_LOGGED_PER_MEMBER = { limit: 50, windowMs: 15 * 60_000 };

/** A staff call's name in the log: its method and the contract's path (`POST staff/orders/:number/refund`). */
export const callName = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** What a refused call was about, as far as its path says: an order by its number, a member by id, or the call. */
async function subjectOf(
  db: Database,
  shopId: number,
  endpoint: Endpoint,
  params: Record<string, unknown>,
): Promise<Pick<AuditRecord, 'subjectKind' | 'subjectId' | 'orderId'>> {
  const number = params.number;
  if (typeof number === 'string') {
    const orderId = await findOrderIdByNumber(db, shopId, number);
    // The order's id where it is the shop's, as every order entry has; a number it does not know as typed.
    return { subjectKind: 'order', subjectId: orderId ?? number, orderId: orderId ?? null };
  }
  if (endpoint.path.startsWith('staff/members/:id') && typeof params.id === 'string')
    return { subjectKind: 'staff', subjectId: params.id };
  return { subjectKind: 'call', subjectId: callName(endpoint) };
}

/**
 * Writes a staff call's 403 to the audit log (issue 40): the member, the call, the code, the
 * subject where the path names one, and the client's address. In a transaction of its own after
 * the refusal, as the action's own (with anything it wrote) was rolled back. Into the member's own
 * shop's log: a session of another shop's member is no business of the shop it tried.
 * Never turns the 403 into another answer: a failure to write is logged and the refusal stands.
 */
export async function auditRefusal(
  app: FastifyInstance,
  request: FastifyRequest,
  endpoint: Endpoint,
  error: unknown,
): Promise<void> {
  const staff = request.staff;
  if (!(error instanceof AppError) || error.status !== 403 || !staff) return;
  const { db } = app;
  try {
    // A refusal before the shop is read (an onRequest hook's, the upload's) has the app's clock.
    const shop = request.shop as ShopContext | null;
    const now = shop?.now ?? app.clock();
    const seen = await countAttempt(
      db,
      'staff-refusals-logged',
      staff.staffId,
      REFUSALS_LOGGED_PER_MEMBER.windowMs,
      now,
    );
    if (seen > REFUSALS_LOGGED_PER_MEMBER.limit) return;
    const otherShop = shop !== null && shop.shopId !== staff.shopId;
    const subject = otherShop
      ? { subjectKind: 'call' as const, subjectId: callName(endpoint) }
      : await subjectOf(db, staff.shopId, endpoint, (request.params ?? {}) as Record<string, unknown>);
    await audit(
      db,
      {
        shopId: staff.shopId,
        staffId: staff.staffId,
        action: 'action.refused',
        ...subject,
        after: {
          call: callName(endpoint),
          code: error.code,
          role: staff.role,
          ...(otherShop ? { shop: shop.shopId } : {}),
        },
        clientAddress: request.ip,
      },
      now,
    );
  } catch (failure) {
    request.log.error({ err: failure }, 'the refusal could not be written to the audit log');
  }
}
