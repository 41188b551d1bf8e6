import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/outbox.ts';
import { staffCatalogRoutes } from '../../modules/catalog/index.ts';
import { staffMediaRoutes } from '../../modules/media/index.ts';
import { staffMembershipRoutes } from '../../modules/members/index.ts';
import { staffVoucherRoutes } from '../../modules/vouchers/index.ts';
import { staffWaitingRoomRoutes } from '../../modules/waiting-room/index.ts';
import { staffAuditRoutes } from './audit/audit.routes.ts';
import { deleteEndedStaffSessions } from './auth/auth.repository.ts';
import { staffAuthRoutes } from './auth/auth.routes.ts';
import { DEFAULT_STAFF_AUTH_LIMITS, type StaffAuthLimits } from './auth/auth.service.ts';
import { staffDaySheetRoutes } from './day-sheet/day-sheet.routes.ts';
import { staffMemberCardRoutes } from './door/member-cards.routes.ts';
import { staffTicketCheckRoutes } from './door/ticket-check.routes.ts';
import { staffOrderRoutes } from './orders/orders.routes.ts';
import {
  type PaymentProviderRoutesOptions,
  staffPaymentProviderRoutes,
} from './payments/payment-provider.routes.ts';
import { staffReportRoutes } from './reports/reports.routes.ts';
import { type SetupRoutesOptions, staffSetupRoutes } from './setup/setup.routes.ts';
import { DEFAULT_STAFF_SESSION_TIMES, readStaffSessions, type StaffSessionTimes } from './staff-access.ts';
import type { StaffCheckout } from './staff-checkout.ts';

export interface StaffRoutesOptions {
  checkout: StaffCheckout;
  /** The shop's address; invitations link to its `/admin`. */
  shopUrl: string;
  sessionTimes?: StaffSessionTimes;
  limits?: StaffAuthLimits;
  /** How a slowed-down sign-in waits (default: a timer). */
  wait?: (ms: number) => Promise<void>;
  /** The shop's setup: what the server runs with, and the media library's images. */
  setup: SetupRoutesOptions;
  /** The payment provider's state (issue 40). */
  paymentProvider: PaymentProviderRoutesOptions;
}

/**
 * The staff API (issue 25), in a scope of its own: staff tokens are read here only, and every staff
 * call is registered through `registerStaffEndpoint`, which checks the role.
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const times = options.sessionTimes ?? DEFAULT_STAFF_SESSION_TIMES;
  readStaffSessions(app, times);
  const mailer: Mailer = app.mailer;
  staffAuthRoutes(app, {
    db: app.db,
    mailer,
    times,
    limits: options.limits ?? DEFAULT_STAFF_AUTH_LIMITS,
    shopUrl: options.shopUrl,
    wait: options.wait ?? ((ms) => setTimeout(ms)),
  });
  staffOrderRoutes(app, { db: app.db, checkout: options.checkout });
  staffTicketCheckRoutes(app, options.checkout);
  staffMemberCardRoutes(app, options.checkout);
  staffDaySheetRoutes(app);
  staffReportRoutes(app);
  staffAuditRoutes(app);
  staffSetupRoutes(app, options.setup);
  staffPaymentProviderRoutes(app, options.paymentProvider);
  staffMediaRoutes(app);
  staffWaitingRoomRoutes(app);
  staffCatalogRoutes(app);
  staffVoucherRoutes(app);
  staffMembershipRoutes(app);
  app.registerSweep('ended staff sessions', (now) => deleteEndedStaffSessions(app.db, now, times.idleMs));
}
