import {
  accountQuerySchema,
  customerAttrResponseSchema,
  customerFormBodySchema,
  customerResponseSchema,
  DEFAULT_SHOP_ID,
  emailChangeBodySchema,
  errorResponseSchema,
  guestBodySchema,
  loginBodySchema,
  okResponseSchema,
  pwdChangeBodySchema,
  pwdConfirmBodySchema,
  pwdResetBodySchema,
  sessionResponseSchema,
  tokenQuerySchema,
} from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langParamsSchema } from '../../http.ts';
import { requireSession } from '../../plugins/session.ts';
import {
  type AccountContext,
  type AccountLimits,
  changeEmail,
  changePassword,
  confirmPasswordReset,
  customerAttributes,
  getCustomer,
  login,
  logout,
  register,
  registerGuest,
  requestPasswordReset,
  updateCustomerData,
  validateForm,
} from './account.service.ts';

export interface AccountRoutesOptions {
  limits: AccountLimits;
  publicUrl: string | undefined;
}

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const ok = { data: { ok: true as const } };

/** The customer and authentication calls of spec §7. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const context = (request: {
    lang: AccountContext['lang'];
    ip: string;
    query: { shop?: number | undefined };
  }): AccountContext => ({
    db: app.db,
    lang: request.lang,
    shopId: request.query.shop ?? DEFAULT_SHOP_ID,
    now: app.clock(),
    clientIp: request.ip,
    limits: options.limits,
    publicUrl: options.publicUrl,
    wakeMail: () => app.mailOutbox.wake(),
  });
  const schema = <Parts extends object>(summary: string, rest: Parts) => ({
    tags: ['account'],
    summary,
    params: langParamsSchema,
    ...rest,
  });

  app.get(
    '/:lang/customer/attr',
    {
      schema: schema('The customer form: countries, salutations, required and visible fields', {
        querystring: accountQuerySchema,
        response: { 200: customerAttrResponseSchema, ...failures },
      }),
    },
    async (request) => ({ data: await customerAttributes(context(request)) }),
  );

  app.get(
    '/:lang/customer',
    {
      schema: schema('The signed-in customer (or guest)', {
        querystring: tokenQuerySchema,
        response: { 200: customerResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      const session = requireSession(request, 'registered-or-guest', ctx.shopId);
      return { data: await getCustomer(ctx, session) };
    },
  );

  app.post(
    '/:lang/auth/login',
    {
      schema: schema('Sign in with e-mail `_u` and the MD5 hex of the password `_p`', {
        querystring: accountQuerySchema,
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, ...failures },
      }),
    },
    async (request) => ({ data: await login(context(request), request.body._u, request.body._p) }),
  );

  app.post(
    '/:lang/auth/logout',
    {
      schema: schema('End the session of token `_` on the server', {
        querystring: tokenQuerySchema,
        response: { 200: okResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      await logout(ctx, requireSession(request, 'registered-or-guest', ctx.shopId));
      return ok;
    },
  );

  app.post(
    '/:lang/customer/register',
    {
      schema: schema('Register a customer account (when the shop allows registration)', {
        querystring: accountQuerySchema,
        body: customerFormBodySchema,
        response: { 200: customerResponseSchema, ...failures },
      }),
    },
    async (request) => ({ data: await register(context(request), request.body.c) }),
  );

  app.post(
    '/:lang/customer/validate',
    {
      schema: schema('Check a customer form: with `_` as an update, without as a registration', {
        querystring: tokenQuerySchema,
        body: customerFormBodySchema,
        response: { 200: okResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      const session =
        request.query._ === undefined ? null : requireSession(request, 'registered', ctx.shopId);
      await validateForm(ctx, request.body.c, session);
      return ok;
    },
  );

  app.post(
    '/:lang/auth/guest',
    {
      schema: schema('Continue as a guest with a billing address; the token is good for checkout', {
        querystring: accountQuerySchema,
        body: guestBodySchema,
        response: { 200: sessionResponseSchema, ...failures },
      }),
    },
    async (request) => ({
      data: await registerGuest(context(request), request.body.c, request.body.send_invoice ?? false),
    }),
  );

  app.post(
    '/:lang/customer/pwdreset',
    {
      schema: schema('Mail a password reset link; the same answer whether the address is known or not', {
        querystring: accountQuerySchema,
        body: pwdResetBodySchema,
        response: { 200: okResponseSchema, ...failures },
      }),
    },
    async (request) => {
      await requestPasswordReset(context(request), request.body.email, request.body.backlink);
      return ok;
    },
  );

  app.post(
    '/:lang/customer/pwdconfirm',
    {
      schema: schema('Set a new password with the token of a reset link, and sign in', {
        querystring: accountQuerySchema,
        body: pwdConfirmBodySchema,
        response: { 200: sessionResponseSchema, ...failures },
      }),
    },
    async (request) => ({
      data: await confirmPasswordReset(context(request), request.body.token, request.body._p),
    }),
  );

  app.post(
    '/:lang/customer/pwdchange',
    {
      schema: schema('Change the password: current `_po`, new `_pn` (MD5 hex)', {
        querystring: tokenQuerySchema,
        body: pwdChangeBodySchema,
        response: { 200: okResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      const session = requireSession(request, 'registered', ctx.shopId);
      await changePassword(ctx, session, request.body._po, request.body._pn);
      return ok;
    },
  );

  app.post(
    '/:lang/customer/emailchange',
    {
      schema: schema('Change the e-mail address, confirmed with the current password `_po`', {
        querystring: tokenQuerySchema,
        body: emailChangeBodySchema,
        response: { 200: customerResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      const session = requireSession(request, 'registered', ctx.shopId);
      return { data: await changeEmail(ctx, session, request.body._po, request.body.email) };
    },
  );

  app.post(
    '/:lang/customer/update',
    {
      schema: schema('Change the customer data (not e-mail or password)', {
        querystring: tokenQuerySchema,
        body: customerFormBodySchema,
        response: { 200: customerResponseSchema, ...failures },
      }),
    },
    async (request) => {
      const ctx = context(request);
      const session = requireSession(request, 'registered', ctx.shopId);
      return { data: await updateCustomerData(ctx, session, request.body.c) };
    },
  );
};
