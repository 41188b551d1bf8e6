import {
  staffCustomerFormEndpoint,
  staffCustomerFormSaveEndpoint,
  staffPaymentTypesEndpoint,
  staffPaymentTypesSaveEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint, type StaffPrincipal } from '../staff-access.ts';
import { readCustomerForm, saveCustomerForm } from './customer-form-settings.service.ts';
import { readPaymentTypes, savePaymentTypes } from './payment-types-settings.service.ts';
import type { SetupActor } from './setup-changes.ts';

/**
 * The customer form and the payment types offered (issue 34): the owner reads and changes each.
 * Visitors' customer/attr and checkout/payments read the database on every call; initPayment's
 * list of types is at most CATALOG_CACHE_MS old in each process.
 */
export function shopFormsRoutes(app: FastifyInstance) {
  const actor = (staff: StaffPrincipal): SetupActor => ({
    shopId: staff.shopId,
    staffId: staff.staffId,
    now: app.clock(),
  });
  registerStaffEndpoint(app, staffCustomerFormEndpoint, async ({ shop }) => ({
    data: await readCustomerForm(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffCustomerFormSaveEndpoint, async ({ staff, body }) => ({
    data: await saveCustomerForm(app.db, actor(staff), body),
  }));
  registerStaffEndpoint(app, staffPaymentTypesEndpoint, async ({ shop }) => ({
    data: await readPaymentTypes(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffPaymentTypesSaveEndpoint, async ({ staff, body }) => ({
    data: await savePaymentTypes(app.db, actor(staff), body.types),
  }));
}
