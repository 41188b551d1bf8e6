import {
  staffCancelOrderEndpoint,
  staffManualRefundEndpoint,
  staffOrderEndpoint,
  staffOrderNoteEndpoint,
  staffOrdersEndpoint,
  staffRefundEndpoint,
  staffResendConfirmationEndpoint,
  staffRetryRefundEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { parseDate } from '../../../lib/dates.ts';
import { pageOffset } from '../pages.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import {
  actOnRefusedRefund,
  addNote,
  cancelOrder,
  orderDetail,
  ordersPage,
  refund,
  resend,
  type StaffOrderDeps,
} from './orders.service.ts';

export function staffOrderRoutes(app: FastifyInstance, deps: StaffOrderDeps) {
  registerStaffEndpoint(app, staffOrdersEndpoint, async ({ shop, query }) => {
    const { limit, cursor, q, product, from, to, visit, state } = query;
    // Of the right shape but no day (2026-02-30) is a 422, not a database error.
    for (const [what, date] of Object.entries({ from, to, visit })) if (date) parseDate(date, what);
    return {
      data: await ordersPage(
        app.db,
        { shopId: shop.shopId, q, product, from, to, visit, state },
        limit,
        pageOffset(cursor),
      ),
    };
  });
  registerStaffEndpoint(app, staffOrderEndpoint, async ({ shop, params }) => ({
    data: await orderDetail(app.db, shop, params.number),
  }));
  registerStaffEndpoint(app, staffRefundEndpoint, async ({ shop, staff, params, body }) => ({
    data: await refund(deps, shop, staff, params.number, body),
  }));
  registerStaffEndpoint(app, staffRetryRefundEndpoint, async ({ shop, staff, params }) => ({
    data: await actOnRefusedRefund(deps, shop, staff, params.number, params.refund, { kind: 'retry' }),
  }));
  registerStaffEndpoint(app, staffManualRefundEndpoint, async ({ shop, staff, params, body }) => ({
    data: await actOnRefusedRefund(deps, shop, staff, params.number, params.refund, {
      kind: 'manual',
      reference: body.reference,
    }),
  }));
  registerStaffEndpoint(app, staffCancelOrderEndpoint, async ({ shop, staff, params, body }) => ({
    data: await cancelOrder(deps, shop, staff, params.number, body.reason),
  }));
  registerStaffEndpoint(app, staffResendConfirmationEndpoint, async ({ shop, staff, params }) => ({
    data: await resend(deps, shop, staff, params.number),
  }));
  registerStaffEndpoint(app, staffOrderNoteEndpoint, async ({ shop, staff, params, body }) => ({
    data: await addNote(app.db, shop, staff, params.number, body.text),
  }));
}
