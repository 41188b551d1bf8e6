import {
  customerAttributesEndpoint,
  customerDeleteEndpoint,
  customerEndpoint,
  customerExportEndpoint,
  customerOrdersEndpoint,
  customerUpdateEndpoint,
  emailChangeEndpoint,
  emailConfirmEndpoint,
  guestEndpoint,
  loginEndpoint,
  logoutEndpoint,
  passwordChangeEndpoint,
  passwordConfirmEndpoint,
  passwordResetEndpoint,
  registerEndpoint as registerCustomerEndpoint,
  validateCustomerEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { requireSession } from '../../plugins/session.ts';
import type { AccountContext, AccountLimits } from './account-context.ts';
import { customerOrders, deleteAccount, exportAccount } from './account-data.service.ts';
import {
  customerAttributes,
  getCustomer,
  register,
  updateCustomerData,
  validateForm,
} from './customer.service.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import { sweepExpiredAccountData } from './housekeeping.service.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service.ts';
import { login, logout, registerGuest } from './session.service.ts';

export interface AccountRoutesOptions {
  limits: AccountLimits;
  /** The shop's address that account e-mails link to (PUBLIC_URL, or this machine's address). */
  shopUrl: string;
}

const ok = { data: { ok: true as const } };

/** The customer and authentication calls of spec §7. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  app.registerSweep('account sessions and reset links', (now) => sweepExpiredAccountData(app.db, now));
  const context = (request: FastifyRequest): AccountContext => ({
    db: app.db,
    lang: request.lang,
    shopId: request.shop.shopId,
    now: app.clock(),
    clientIp: request.ip,
    limits: options.limits,
    shopUrl: options.shopUrl,
    mailer: app.mailer,
  });

  registerEndpoint(app, customerAttributesEndpoint, async ({ request }) => ({
    data: await customerAttributes(context(request)),
  }));
  registerEndpoint(app, customerEndpoint, async ({ request, session }) => ({
    data: await getCustomer(context(request), session),
  }));
  registerEndpoint(app, loginEndpoint, async ({ request, body }) => ({
    data: await login(context(request), body._u, body._p),
  }));
  registerEndpoint(app, logoutEndpoint, async ({ request, session }) => {
    if (session) await logout(context(request), session);
    return ok;
  });
  registerEndpoint(app, registerCustomerEndpoint, async ({ request, body }) => ({
    data: await register(context(request), body.c),
  }));
  registerEndpoint(app, validateCustomerEndpoint, async ({ request, query, body, shop }) => {
    // With a token the form is checked as an update of that customer, without as a registration.
    const session = query._ === undefined ? null : requireSession(request, 'registered', shop.shopId);
    await validateForm(context(request), body.c, session);
    return ok;
  });
  registerEndpoint(app, guestEndpoint, async ({ request, body }) => ({
    data: await registerGuest(context(request), body.c, body.send_invoice ?? false),
  }));
  registerEndpoint(app, passwordResetEndpoint, async ({ request, body }) => {
    await requestPasswordReset(context(request), body.email);
    return ok;
  });
  registerEndpoint(app, passwordConfirmEndpoint, async ({ request, body }) => ({
    data: await confirmPasswordReset(context(request), body.token, body._p),
  }));
  registerEndpoint(app, passwordChangeEndpoint, async ({ request, session, body }) => {
    await changePassword(context(request), session, body._po, body._pn);
    return ok;
  });
  registerEndpoint(app, emailChangeEndpoint, async ({ request, session, body }) => ({
    data: await requestEmailChange(context(request), session, body._po, body.email),
  }));
  registerEndpoint(app, emailConfirmEndpoint, async ({ request, body }) => ({
    data: await confirmEmailChange(context(request), body.token),
  }));
  registerEndpoint(app, customerOrdersEndpoint, async ({ request, session }) => ({
    data: await customerOrders(context(request), session),
  }));
  registerEndpoint(app, customerExportEndpoint, async ({ request, session, body }) => ({
    data: await exportAccount(context(request), session, body._po),
  }));
  registerEndpoint(app, customerDeleteEndpoint, async ({ request, session, body }) => {
    await deleteAccount(context(request), session, body._po);
    return ok;
  });
  registerEndpoint(app, customerUpdateEndpoint, async ({ request, session, body }) => ({
    data: await updateCustomerData(context(request), session, body.c),
  }));
}
