import { staffAuditEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { addDays, parseDate } from '../../../lib/dates.ts';
import { nextCursor, pageOffset } from '../pages.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import { findOrderIdByNumber } from './audit.repository.ts';
import { auditPage } from './audit.service.ts';

export function staffAuditRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffAuditEndpoint, async ({ shop, query }) => {
    const offset = pageOffset(query.cursor);
    // Of the right shape but no day (2026-02-30) is a 422, not an invalid Date.
    if (query.from) parseDate(query.from, 'from');
    if (query.to) parseDate(query.to, 'to');
    const orderId = query.order ? await findOrderIdByNumber(app.db, shop.shopId, query.order) : undefined;
    if (query.order && !orderId) return { data: { items: [], next_cursor: null } };
    // The period's days are UTC days here: the log is read for a rough time, not booked by it.
    const page = await auditPage(
      app.db,
      {
        shopId: shop.shopId,
        orderId,
        staffId: query.staff,
        action: query.action,
        clientAddress: query.client,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? new Date(`${addDays(query.to, 1)}T00:00:00Z`) : undefined,
      },
      query.limit,
      offset,
    );
    return { data: { items: page.items, next_cursor: nextCursor(offset, query.limit, page.more) } };
  });
}
