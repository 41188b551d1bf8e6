import {
  canonicalTicketCode,
  staffTicketCheckEndpoint,
  staffTicketUnadmitEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { localDateTime } from '../../../lib/dates.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import type { StaffCheckout } from '../staff-checkout.ts';
import { admitOnce } from './admissions.repository.ts';
import { takeBackAdmission } from './admissions.service.ts';

/**
 * The door (staff/tickets/check): the box office and owners check a ticket's code, and a ticket
 * that may come in today is admitted once. The admission row says who admitted it and when, so
 * it is not written to the audit log a second time. A made-up code costs one signature check and
 * no database read. An admission can be taken back (staff/tickets/unadmit), which the audit log
 * records.
 */
export function staffTicketCheckRoutes(app: FastifyInstance, checkout: StaffCheckout) {
  registerStaffEndpoint(app, staffTicketCheckEndpoint, async ({ shop, body, staff }) => {
    const check = await checkout.checkTicket(shop.shopId, body.code, shop.today);
    const { order_number: orderNumber, line: lineIndex, person } = check;
    if (check.state !== 'valid' || orderNumber === null || lineIndex === null || person === null)
      return { data: check };
    const admission = await admitOnce(app.db, {
      shopId: shop.shopId,
      code: canonicalTicketCode(body.code),
      orderNumber,
      lineIndex,
      person,
      staffId: staff.staffId,
      at: shop.now,
    });
    return {
      data: {
        ...check,
        state: admission.now ? ('valid' as const) : ('used' as const),
        admitted_at: localDateTime(admission.admittedAt, shop.timeZone),
      },
    };
  });
  registerStaffEndpoint(app, staffTicketUnadmitEndpoint, async ({ shop, body, staff }) => ({
    data: await takeBackAdmission(app.db, shop, staff, body.code),
  }));
}
