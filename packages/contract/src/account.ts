import * as z from 'zod/mini';
import { shopQuerySchema } from './config.ts';
import { customerSchema } from './customer.ts';
import { defineEndpoint } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { typedText } from './text.ts';

/** The fields of the customer form `c`; which are shown and required is configuration (`customer/attr`). */
export const CUSTOMER_FIELDS = [
  'salutation',
  'fname',
  'lname',
  'company',
  'phone',
  'email',
  'password',
  'street',
  'zip',
  'city',
  'country',
] as const;
export const customerFieldSchema = z.enum(CUSTOMER_FIELDS);
export type CustomerField = z.infer<typeof customerFieldSchema>;

/** A form field's bound here is generous; the server answers the form's own limit with a translated message. */
const formText = z.optional(typedText(1000));

/** A password as the client sends it: the MD5 hex of what the user typed (spec §7). */
export const MD5_HEX_PATTERN = /^[0-9a-fA-F]{32}$/;
export const md5HexSchema = z.string().check(z.regex(MD5_HEX_PATTERN));

/** GET customer/attr: the form's choices and rules, names in the request's language. */
export const customerAttrSchema = z
  .object({
    /** Country key → name, e.g. { DE: 'Germany' }. */
    countries: z.record(z.string(), z.string()),
    /** Salutation key → label, e.g. { ms: 'Ms' }. */
    salutations: z.record(z.string(), z.string()),
    required_fields: z.array(customerFieldSchema),
    visible_fields: z.array(customerFieldSchema),
  })
  .register(contractSchemas, { id: 'CustomerAttributes' });
export type CustomerAttributes = z.infer<typeof customerAttrSchema>;
export const customerAttrResponseSchema = z.object({ data: customerAttrSchema });

/**
 * The customer form `c` of register, validate, update and guest registration. Every field is
 * optional here: which are required comes from configuration, and the server answers a missing
 * one with a 422 field message in the request's language.
 */
export const customerFormSchema = z
  .object({
    salutation: formText,
    fname: formText,
    lname: formText,
    company: formText,
    phone: formText,
    email: formText,
    /** MD5 hex of the password (register only). */
    password: formText,
    street: formText,
    zip: formText,
    city: formText,
    country: formText,
    /** A separate shipping address; absent or null: ship to the billing address. */
    shipping: z.optional(
      z.nullable(
        z.object({
          name: formText,
          street: formText,
          zip: formText,
          city: formText,
          country: formText,
        }),
      ),
    ),
  })
  .register(contractSchemas, { id: 'CustomerForm' });
export type CustomerForm = z.infer<typeof customerFormSchema>;

export const customerFormBodySchema = z.object({ c: customerFormSchema });
export const guestBodySchema = z.object({ c: customerFormSchema, send_invoice: z.optional(z.boolean()) });

/**
 * Account calls may name the shop; the spec's client does not, so it defaults to the first shop.
 * A customer belongs to one shop.
 */
export const DEFAULT_SHOP_ID = 1;
const optionalShop = z.optional(shopQuerySchema.shape.shop);
/** The longest token `_` or reset token a call takes; longer ones are refused unread. */
export const MAX_TOKEN_LENGTH = 200;
const token = typedText(MAX_TOKEN_LENGTH);
export const accountQuerySchema = z.object({ shop: optionalShop });
/**
 * The session token, sent as query parameter `_` (spec §6). Optional in the schema so that a call
 * without one is answered 401 like a wrong one, not 400.
 */
export const tokenQuerySchema = z.object({ _: z.optional(token), shop: optionalShop });

export const loginBodySchema = z.object({
  /** The e-mail address. */
  _u: typedText(320),
  _p: md5HexSchema,
});

/** A session: the token to send as `_`, when it ends, and whose it is. */
export const sessionSchema = z
  .object({ token: z.string(), expires_at: z.string(), customer: customerSchema })
  .register(contractSchemas, { id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
/** auth/login, auth/guest and customer/pwdconfirm answer a session in `data`. */
export const sessionResponseSchema = z.object({ data: sessionSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const customerResponseSchema = z.object({ data: customerSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** Answers of calls that only confirm: logout, validate, pwdreset, pwdchange. */
export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const pwdResetBodySchema = z.object({
  email: typedText(320),
  /**
   * The spec's client names its recovery page here. It is accepted and ignored: the server builds
   * the link from its own public address (`{PUBLIC_URL}/{lang}/recover/{guid}#{token}`), so no
   * request can make it mail a token to a page of someone else's choosing.
   */
  backlink: z.optional(typedText(2000)),
});
export const pwdConfirmBodySchema = z.object({
  token: typedText(MAX_TOKEN_LENGTH),
  _p: md5HexSchema,
});
export const pwdChangeBodySchema = z.object({ _po: typedText(64), _pn: md5HexSchema });
export const emailChangeBodySchema = z.object({
  _po: typedText(64),
  email: typedText(320),
});
/**
 * customer/emailchange changes nothing yet: it mails a confirmation link to the new address
 * (`{PUBLIC_URL}/{lang}/confirm-email/{guid}#{token}`); the address changes when it is followed.
 */
export const emailChangeResponseSchema = z.object({
  data: z.object({ ok: z.literal(true), pending_email: z.string() }),
});
export const emailConfirmBodySchema = z.object({ token: typedText(MAX_TOKEN_LENGTH) });

/** The current password `_po`, which confirms the export and the deletion of one's data. */
export const currentPasswordBodySchema = z.object({ _po: typedText(64) });

/** The states of an order's payment, as order/review names them. */
const ORDER_PAYMENT_STATES = ['paid', 'open', 'refund'] as const;

/** One order of the signed-in customer, for "My orders": the review id opens order/review and its documents. */
export const customerOrderSchema = z
  .object({
    /** The order's unguessable review id (order-review/{id}, order/tickets, order/invoice). */
    id: z.string(),
    order_number: z.string(),
    created_at: z.string(),
    state: z.enum(ORDER_PAYMENT_STATES),
    /** The total paid or to pay, in cents. */
    total: z.int(),
    has_tickets: z.boolean(),
    /** Whether an invoice can be downloaded (a paid order whose customer asked for one). */
    has_invoice: z.boolean(),
    /** True when its annual passes gave member cards that can be downloaded (order/memberCards); absent otherwise. */
    has_member_cards: z.optional(z.boolean()),
    /**
     * Its active member cards (number and holder), for their wallet passes (order/memberCardApplePass,
     * order/memberCardGooglePass); absent without cards and from back-ends without memberships.
     */
    member_cards: z.optional(z.array(z.object({ number: z.string(), name: z.string() }))),
  })
  .register(contractSchemas, { id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrdersResponseSchema = z.object({ data: z.array(customerOrderSchema) });

/** Everything the shop keeps about a customer, as "My data" downloads it (GDPR art. 15 and 20). */
export const accountExportSchema = z
  .object({
    exported_at: z.string(),
    customer: customerSchema,
    /** The language of the customer's e-mails. */
    language: z.string(),
    send_invoice: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Open sign-ins, by when each ends (tokens are never shown). */
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string() })),
    /** An e-mail change waiting for its confirmation. */
    pending_email: z.nullable(z.string()),
    orders: z.array(
      z.object({
        order_number: z.string(),
        created_at: z.string(),
        state: z.enum(ORDER_PAYMENT_STATES),
        total: z.int(),
        shipping_address: z.nullable(z.record(z.string(), z.string())),
        lines: z.array(z.object({ name: z.string(), count: z.int(), total: z.int() })),
      }),
    ),
  })
  .register(contractSchemas, { id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

const tooMany = { 429: ['RATE_LIMITED'] } as const;

export const customerAttributesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customer/attr',
  feature: 'account',
  summary: 'The customer form: countries, salutations, required and visible fields',
  query: accountQuerySchema,
  response: customerAttrResponseSchema,
});

export const customerEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customer',
  feature: 'account',
  summary: 'The signed-in customer (or guest)',
  query: tokenQuerySchema,
  response: customerResponseSchema,
  access: 'registered-or-guest',
});

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: 'auth/login',
  feature: 'account',
  summary: 'Sign in with e-mail `_u` and the MD5 hex of the password `_p`',
  query: accountQuerySchema,
  body: loginBodySchema,
  response: sessionResponseSchema,
  errors: { 401: ['LOGIN_FAILED'], ...tooMany },
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'auth/logout',
  feature: 'account',
  summary: 'End the session of token `_` on the server; an unknown or ended one is already ended: also ok',
  query: tokenQuerySchema,
  response: okResponseSchema,
  // Like token revocation (RFC 7009): the answer is the same for an ended session, so a client
  // logging out after its session expired gets no 401 (which would send it to the login screen).
});

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/register',
  feature: 'account',
  summary: 'Register a customer account (when the shop allows registration)',
  query: accountQuerySchema,
  body: customerFormBodySchema,
  response: customerResponseSchema,
  // A shop without registration answers 422 with its code, not 403: clients send a 403 to the login screen.
  errors: { 422: ['REGISTRATION_DISABLED'], ...tooMany },
});

export const validateCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/validate',
  feature: 'account',
  summary: 'Check a customer form: with `_` as an update, without as a registration',
  query: tokenQuerySchema,
  body: customerFormBodySchema,
  response: okResponseSchema,
  // The token is optional here; when one is sent it must be a registered customer's.
  errors: { 401: ['UNAUTHORIZED'], 403: ['FORBIDDEN'], ...tooMany },
});

export const guestEndpoint = defineEndpoint({
  method: 'POST',
  path: 'auth/guest',
  feature: 'account',
  summary: 'Continue as a guest with a billing address; the token is good for checkout',
  query: accountQuerySchema,
  body: guestBodySchema,
  response: sessionResponseSchema,
  errors: { 422: ['GUEST_REGISTRATION_DISABLED'], ...tooMany },
});

export const passwordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/pwdreset',
  feature: 'account',
  summary:
    'Mail a password reset link (to the shop’s own recovery page); the same answer whether the address is known or not',
  query: accountQuerySchema,
  body: pwdResetBodySchema,
  response: okResponseSchema,
  errors: tooMany,
});

export const passwordConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/pwdconfirm',
  feature: 'account',
  summary: 'Set a new password with the token of a reset link, and sign in',
  query: accountQuerySchema,
  body: pwdConfirmBodySchema,
  response: sessionResponseSchema,
  errors: { 422: ['RESET_LINK_INVALID'] },
});

export const passwordChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/pwdchange',
  feature: 'account',
  summary: 'Change the password: current `_po`, new `_pn` (MD5 hex)',
  query: tokenQuerySchema,
  body: pwdChangeBodySchema,
  response: okResponseSchema,
  access: 'registered',
});

export const emailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/emailchange',
  feature: 'account',
  summary:
    'Ask to change the e-mail address, confirmed with the current password `_po`: a link goes to the new address',
  query: tokenQuerySchema,
  body: emailChangeBodySchema,
  response: emailChangeResponseSchema,
  access: 'registered',
});

export const emailConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/emailconfirm',
  feature: 'account',
  summary: 'Apply an e-mail change with the token of its confirmation link; the old address is told',
  query: accountQuerySchema,
  body: emailConfirmBodySchema,
  response: customerResponseSchema,
  errors: { 422: ['CONFIRM_LINK_INVALID'] },
});

export const customerOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customer/orders',
  feature: 'account',
  summary: 'The signed-in customer’s orders, newest first',
  query: tokenQuerySchema,
  response: customerOrdersResponseSchema,
  access: 'registered',
});

export const customerExportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/export',
  feature: 'account',
  summary: 'Everything the shop keeps about the signed-in customer, confirmed with the password `_po`',
  query: tokenQuerySchema,
  body: currentPasswordBodySchema,
  response: z.object({ data: accountExportSchema }),
  access: 'registered',
});

export const customerDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/delete',
  feature: 'account',
  summary:
    'Delete the account, confirmed with `_po`: personal data removed, sessions ended; orders and invoices kept without it',
  query: tokenQuerySchema,
  body: currentPasswordBodySchema,
  response: okResponseSchema,
  access: 'registered',
});

export const customerUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customer/update',
  feature: 'account',
  summary: 'Change the customer data (not e-mail or password)',
  query: tokenQuerySchema,
  body: customerFormBodySchema,
  response: customerResponseSchema,
  access: 'registered',
});
