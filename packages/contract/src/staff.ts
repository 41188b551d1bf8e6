import * as z from 'zod/mini';
import { MAX_TOKEN_LENGTH } from './account.ts';
import { dateSchema, dateTimeSchema } from './catalog.ts';
import { orderLineSchema, orderSchema } from './checkout.ts';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint, STAFF_ROLES, type StaffRole } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { typedText } from './text.ts';

/**
 * The staff API (issue 25): the back-office of museum staff, served to `packages/admin`. Every path
 * starts with `staff/`; every call but sign-in and reading or accepting an invitation takes a staff
 * token `_` (a customer's or guest's token is never one), and says which roles may call it. Money is
 * in cents; times are ISO 8601 instants unless they are a museum-local `YYYY-MM-DD HH:mm`.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ['owner'];
/** Orders and the day sheet. */
const BOX_OFFICE: readonly StaffRole[] = ['owner', 'box_office'];
/** Reports. */
const REPORTS: readonly StaffRole[] = ['owner', 'viewer'];

const optionalShop = z.optional(shopQuerySchema.shape.shop);
/** Every staff call takes the shop and the staff token `_` (optional here so a missing one is a 401, not a 400). */
export const staffQuerySchema = z.object({ shop: optionalShop, _: z.optional(typedText(MAX_TOKEN_LENGTH)) });
/** Sign-in and reading or accepting an invitation: the shop only. */
const anonymousQuery = z.object({ shop: optionalShop });

/** The most items one page of a list holds, and how many when the call does not say. */
export const STAFF_PAGE_MAX = 100;
export const STAFF_PAGE_DEFAULT = 25;
/** A page of a list: `limit` items after `cursor` (the `next_cursor` of the page before; absent: the first page). */
const pageShape = {
  limit: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(STAFF_PAGE_MAX)),
    STAFF_PAGE_DEFAULT,
  ),
  cursor: z.optional(typedText(200)),
};
const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.nullable(z.string()),
  });

/** The longest period a report covers, in days. */
export const MAX_REPORT_DAYS = 366;
/** Refund limit and capacity bounds. */
const cents = z.int().check(z.minimum(0), z.maximum(100_000_000));
/** A UUID as PostgreSQL reads one (36 characters of dashes alone are none: they were a 500). */
const uuid = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/));
/** An order number as the shop gives them, e.g. 2026-00042. */
export const orderNumberSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/));
/** A password a member of staff chooses: long, never sent hashed (the server hashes it with argon2id). */
export const STAFF_PASSWORD_MIN = 12;
const newPassword = typedText(200).check(z.minLength(STAFF_PASSWORD_MIN));
const email = typedText(320).check(z.email());
const note = typedText(2000).check(z.minLength(1));
const reason = typedText(500).check(z.minLength(1));

const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

// ---------------------------------------------------------------- members and sessions

export const staffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    /** False once the owner disabled the account, or while the invitation is not accepted yet. */
    active: z.boolean(),
    /** True while the invitation has not been accepted. */
    invited: z.boolean(),
    /** The admin app's language of this member. */
    lang: z.enum(LANGUAGES),
    created_at: z.string(),
    last_login_at: z.nullable(z.string()),
  })
  .register(contractSchemas, { id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z
  .object({
    /** Send as `_` on every staff call. */
    token: z.string(),
    /** When the session ends at the latest (it also ends after a while unused, and at logout). */
    expires_at: z.string(),
    member: staffMemberSchema,
    /** What the member may refund at once, in cents; null: no limit (owner). Box office only refunds up to it. */
    refund_limit: z.nullable(z.int()),
  })
  .register(contractSchemas, { id: 'StaffSession' });
export type StaffSession = z.infer<typeof staffSessionSchema>;
const sessionResponse = z.object({ data: staffSessionSchema });

export const staffLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/auth/login',
  feature: 'staff',
  summary: 'Staff sign-in with e-mail and password; limited per address and client (429 with Retry-After)',
  query: anonymousQuery,
  body: z.strictObject({ email: typedText(320), password: typedText(200) }),
  response: sessionResponse,
  errors: { 401: ['LOGIN_FAILED'], 429: ['RATE_LIMITED'] },
});

export const staffAcceptInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/auth/accept',
  feature: 'staff',
  summary:
    'Set the password with the one-time token of an invitation or of `staff:create`, and sign in (the token then stops working)',
  query: anonymousQuery,
  body: z.strictObject({
    token: typedText(MAX_TOKEN_LENGTH),
    password: newPassword,
    name: z.optional(typedText(200)),
  }),
  response: sessionResponse,
  errors: { 422: ['STAFF_INVITE_INVALID'], 429: ['RATE_LIMITED'] },
});

/** What the accept screen shows of an invitation before the password is chosen (issue 34). */
export const staffInvitationSchema = z
  .object({
    /** The address the invitation was sent to: the member signs in with it. */
    email: z.string(),
    /** The name the owner entered when inviting, which the member may change when accepting. */
    name: z.string(),
  })
  .register(contractSchemas, { id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/auth/invitation',
  feature: 'staff',
  summary:
    'The e-mail address and name of an invitation that can still be accepted, by its one-time token (in the body, never in an address); limited per client as accepting is',
  query: anonymousQuery,
  body: z.strictObject({ token: typedText(MAX_TOKEN_LENGTH) }),
  response: z.object({ data: staffInvitationSchema }),
  errors: { 404: ['NOT_FOUND'], 429: ['RATE_LIMITED'] },
});

export const staffLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/auth/logout',
  feature: 'staff',
  summary: 'End the staff session of token `_`',
  query: staffQuerySchema,
  response: ok,
  access: 'staff',
  roles: ALL,
});

export const staffMeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/me',
  feature: 'staff',
  summary: 'The signed-in member of staff, the session and the refund limit',
  query: staffQuerySchema,
  response: sessionResponse,
  access: 'staff',
  roles: ALL,
});

export const staffMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/members',
  feature: 'staff',
  summary: 'The staff accounts of the shop, by name',
  query: z.extend(staffQuerySchema, pageShape),
  response: z.object({ data: page(staffMemberSchema) }),
  access: 'staff',
  roles: OWNER,
});

export const staffInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/members/invite',
  feature: 'staff',
  summary: 'Invite a member of staff by e-mail: the message links to the admin app with a one-time token',
  query: staffQuerySchema,
  body: z.strictObject({
    email,
    name: typedText(200).check(z.minLength(1)),
    role: staffRoleSchema,
    /** The language of the invitation and of the member's admin app. */
    lang: z.optional(z.enum(LANGUAGES)),
  }),
  response: z.object({ data: z.object({ member: staffMemberSchema, invite_expires_at: z.string() }) }),
  errors: { 409: ['STAFF_EMAIL_TAKEN'] },
  access: 'staff',
  roles: OWNER,
});

export const staffMemberUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/members/:id',
  feature: 'staff',
  summary:
    "Change a member's role, name or whether the account is active (disabling ends its sessions); the last active owner stays",
  params: z.object({ id: uuid }),
  query: staffQuerySchema,
  body: z.strictObject({
    role: z.optional(staffRoleSchema),
    name: z.optional(typedText(200).check(z.minLength(1))),
    active: z.optional(z.boolean()),
  }),
  response: z.object({ data: staffMemberSchema }),
  errors: { 404: ['NOT_FOUND'], 409: ['STAFF_LAST_OWNER'] },
  access: 'staff',
  roles: OWNER,
});

export const staffSettingsSchema = z
  .object({
    /** The most the box office may refund at once (cents). */
    box_office_refund_limit: z.int(),
  })
  .register(contractSchemas, { id: 'StaffSettings' });
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

export const staffSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/settings',
  feature: 'staff',
  summary: "The shop's staff settings: the box office's refund limit",
  query: staffQuerySchema,
  response: z.object({ data: staffSettingsSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffSettingsUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/settings',
  feature: 'staff',
  summary: "Change the shop's staff settings",
  query: staffQuerySchema,
  body: z.strictObject({ box_office_refund_limit: cents }),
  response: z.object({ data: staffSettingsSchema }),
  access: 'staff',
  roles: OWNER,
});

// ---------------------------------------------------------------- orders

/** Where a refunded order line stands: its refund at the provider, confirmed, or refused (decision 0024). */
export const REFUND_LINE_STATES = ['pending', 'refunded', 'failed'] as const;
export type RefundLineState = (typeof REFUND_LINE_STATES)[number];

/** paid, open (not paid yet), refund (all money given back), canceled (an unpaid order staff cancelled). */
export const STAFF_ORDER_STATES = ['paid', 'open', 'refund', 'canceled'] as const;
export const staffOrderStateSchema = z.enum(STAFF_ORDER_STATES);
/** What the order search filters by: a state, or `refund_failed` (a refund the provider refused waits for a person). */
export const STAFF_ORDER_FILTERS = [...STAFF_ORDER_STATES, 'refund_failed'] as const;
export type StaffOrderFilter = (typeof STAFF_ORDER_FILTERS)[number];

export const staffOrderSummarySchema = z
  .object({
    /** The order's internal id (not the visitor's review id). */
    id: z.string(),
    order_number: z.string(),
    created_at: z.string(),
    state: staffOrderStateSchema,
    customer_name: z.string(),
    customer_email: z.string(),
    /** What was paid: the total plus shipping. */
    total: z.int(),
    /** What was given back of it so far. */
    refunded: z.int(),
    lang: z.enum(LANGUAGES),
    /** The names of the lines, for the list. */
    products: z.array(z.string()),
    /** The first visit date of the order, where it has one. */
    visit: z.nullable(dateTimeSchema),
  })
  .register(contractSchemas, { id: 'StaffOrderSummary' });
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/orders',
  feature: 'staff',
  summary:
    'Search orders, newest first: `q` matches the order number, the name or the e-mail; `product` a line name; `from`/`to` the order date',
  query: z.extend(staffQuerySchema, {
    q: z.optional(typedText(200)),
    product: z.optional(typedText(200)),
    /** Ordered on or after this museum day. */
    from: z.optional(dateSchema),
    /** Ordered on or before this museum day. */
    to: z.optional(dateSchema),
    /** Orders with a visit on this day. */
    visit: z.optional(dateSchema),
    state: z.optional(z.enum(STAFF_ORDER_FILTERS)),
    ...pageShape,
  }),
  response: z.object({ data: page(staffOrderSummarySchema) }),
  errors: { 422: ['INVALID_DATE'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffAuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** Who did it; null for the `staff:create` command. */
    staff: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    action: z.string(),
    /** What it was done to: an order, a slot, a day, a member, the settings. */
    subject_kind: z.string(),
    subject_id: z.string(),
    /** The order's number, for entries about an order. */
    order_number: z.nullable(z.string()),
    before: z.nullable(z.record(z.string(), z.unknown())),
    after: z.nullable(z.record(z.string(), z.unknown())),
    /** The client's address as the server saw it: on sign-ins, failed ones and refused actions; else null. */
    client_address: z.nullable(z.string()),
  })
  .register(contractSchemas, { id: 'StaffAuditEntry' });
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffOrderDetailSchema = z
  .object({
    summary: staffOrderSummarySchema,
    /** The order as the visitor sees it (lines by index, totals, payment). */
    order: orderSchema,
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string(),
      address: z.string(),
      is_guest: z.boolean(),
    }),
    /** Per line (by its index in `order.lines`): whether it was refunded and can be. */
    line_states: z.array(
      z.object({
        index: z.int(),
        /** The provider confirmed its refund (or nothing was paid for it). */
        refunded: z.boolean(),
        refundable: z.boolean(),
        amount: z.int(),
        /**
         * Where its refund stands (decision 0024): `pending` at the provider, `refunded`, or
         * `failed` (the provider refused it: send it again or record a bank transfer); null: not
         * refunded. In each state the door refuses the line.
         */
        refund_state: z.nullable(z.enum(REFUND_LINE_STATES)),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        provider: z.string(),
        provider_ref: z.nullable(z.string()),
        amount: z.int(),
        method: z.nullable(z.string()),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
    refunds: z.array(
      z.object({
        id: z.string(),
        amount: z.int(),
        status: z.string(),
        cause: z.string(),
        reason: z.string(),
        /** The order lines it gave back; empty for a whole-order refund or an automatic one. */
        lines: z.array(z.int()),
        /** Staff's reference of the bank transfer that paid it after the provider refused it. */
        manual_reference: z.nullable(z.string()),
        /** How often staff sent it again after a refusal. */
        tries: z.int(),
        created_at: z.string(),
      }),
    ),
    mails: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        recipient: z.string(),
        subject: z.string(),
        status: z.string(),
        created_at: z.string(),
        sent_at: z.nullable(z.string()),
      }),
    ),
    tickets: z.array(
      z.object({
        /** The order line it belongs to. */
        line: z.int(),
        type: z.string(),
        n: z.int(),
        of: z.int(),
        datetime: z.nullable(dateTimeSchema),
        /** When the door admitted it (YYYY-MM-DD HH:mm, museum time); null while it has not come in. */
        admitted_at: z.nullable(dateTimeSchema),
      }),
    ),
    documents: z.array(
      z.object({
        kind: z.enum(['invoice', 'credit_note']),
        number: z.string(),
        issued_at: z.string(),
        /** Gross; negative on a credit note. */
        total: z.int(),
      }),
    ),
    notes: z.array(
      z.object({ id: z.string(), text: z.string(), author: z.string(), created_at: z.string() }),
    ),
    /** The latest staff actions on this order, newest first. */
    audit: z.array(staffAuditEntrySchema),
  })
  .register(contractSchemas, { id: 'StaffOrderDetail' });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
const orderDetailResponse = z.object({ data: staffOrderDetailSchema });
const orderParams = z.object({ number: orderNumberSchema });

export const staffOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/orders/:number',
  feature: 'staff',
  summary:
    'An order by its number: lines, payments, refunds, e-mails sent, tickets, invoices and credit notes, notes and its audit entries',
  params: orderParams,
  query: staffQuerySchema,
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffRefundEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/refund',
  feature: 'staff',
  summary:
    'Refund the whole order (no `lines`) or some of its lines: money back through the provider, places, stock and voucher amounts given back at once; the credit note (when invoiced) and the e-mail to the customer once the provider confirms. The box office only up to its limit (403 REFUND_OVER_LIMIT)',
  params: orderParams,
  query: staffQuerySchema,
  body: z.strictObject({
    /** Indexes in `order.lines`; absent: every line not refunded yet, and the shipping. */
    lines: z.optional(
      z.array(z.int().check(z.minimum(0), z.maximum(49))).check(z.minLength(1), z.maxLength(50)),
    ),
    reason,
  }),
  response: z.object({
    data: z.object({
      /** What goes back, cents. */
      amount: z.int(),
      /** The refund under way at the provider; null when nothing was paid. */
      refund_id: z.nullable(z.string()),
      /** Issued when the money is back: at once when nothing was paid, else null until the provider confirms. */
      credit_note: z.nullable(z.string()),
      /** The provider has still to confirm it: the lines are `pending`. */
      pending: z.boolean(),
      order: staffOrderDetailSchema,
    }),
  }),
  errors: {
    403: ['REFUND_OVER_LIMIT'],
    404: ['NOT_FOUND'],
    409: ['ORDER_STATE_CONFLICT', 'REFUND_VOUCHER_REDEEMED'],
  },
  access: 'staff',
  roles: BOX_OFFICE,
});

const refundParams = z.object({
  number: orderNumberSchema,
  refund: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const staffRetryRefundEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/refunds/:refund/retry',
  feature: 'staff',
  summary:
    'Send a refund the provider refused once more, as a new request at the provider; its lines stay out of the order and become pending again',
  params: refundParams,
  query: staffQuerySchema,
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffManualRefundEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/refunds/:refund/manual',
  feature: 'staff',
  summary:
    'Record that a refund the provider refused was paid back by bank transfer, with its reference: the lines count as refunded, the credit note is issued and the customer told',
  params: refundParams,
  query: staffQuerySchema,
  body: z.strictObject({
    /** The bank transfer's reference, as the museum's bank statement shows it. */
    reference: typedText(140).check(z.minLength(1)),
  }),
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  roles: OWNER,
});

export const staffCancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/cancel',
  feature: 'staff',
  summary: 'Cancel an unpaid order: it can no longer be paid, and its places are given back',
  params: orderParams,
  query: staffQuerySchema,
  body: z.strictObject({ reason }),
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffResendConfirmationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/resend',
  feature: 'staff',
  summary: "Send a paid order's confirmation e-mail again, to the order's own address",
  params: orderParams,
  query: staffQuerySchema,
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'], 409: ['ORDER_STATE_CONFLICT'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffOrderNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/orders/:number/notes',
  feature: 'staff',
  summary: 'Add an internal note to an order (staff only; the customer never sees it)',
  params: orderParams,
  query: staffQuerySchema,
  body: z.strictObject({ text: note }),
  response: orderDetailResponse,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

// ---------------------------------------------------------------- the door

/**
 * What the door reads from a ticket's QR code (issue 23's signed codes): whether its holder may
 * come in. `invalid` is a code this shop never signed (`reason` says how it fails); the others are
 * signed by this shop and read against the order: `valid`, `other-day` (paid, but its visit is on
 * another day than the museum's today: `datetime` says which), `refunded` (the order or this line
 * was given back), `unpaid`, `unknown` (no such order or person here, e.g. another database).
 * A ticket admits once: the check that answers `valid` records the admission, and every later
 * check of that code answers `used` with the time it came in (`admitted_at`).
 */
export const TICKET_CHECK_STATES = [
  'valid',
  'used',
  'other-day',
  'invalid',
  'refunded',
  'unpaid',
  'unknown',
] as const;
export const ticketCheckSchema = z.object({
  state: z.enum(TICKET_CHECK_STATES),
  reason: z.nullable(z.enum(['malformed', 'forged', 'other-shop'])),
  /** From the signed code, when it is one: the order, its line (from 0) and the person n of N. */
  order_number: z.nullable(z.string()),
  line: z.nullable(z.int()),
  person: z.nullable(z.int()),
  persons: z.nullable(z.int()),
  /** From the order, for a paid ticket (valid or another day's): what it admits to, when, and the ticket type. */
  title: z.nullable(z.string()),
  datetime: z.nullable(dateTimeSchema),
  ticket_type: z.nullable(z.string()),
  /** When the ticket was admitted (YYYY-MM-DD HH:mm, museum time): now for `valid`, before for `used`. */
  admitted_at: z.nullable(dateTimeSchema),
});
export type TicketCheck = z.infer<typeof ticketCheckSchema>;

/** A code as a scanner or a hand types it: at most 200 characters, spaces at the ends ignored. */
const ticketCode = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * The one spelling of a ticket's code, as it is signed: read out or typed, a code may come in
 * lower case or with spaces around it. The door records an admission under this spelling.
 */
export const canonicalTicketCode = (code: string) => code.trim().toUpperCase();

export const staffTicketCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/tickets/check',
  feature: 'staff',
  summary:
    "Check a ticket's code at the door and admit its holder once: signed by this shop, paid, not refunded, not used",
  query: staffQuerySchema,
  body: z.strictObject({ code: ticketCode }),
  response: z.object({ data: ticketCheckSchema }),
  access: 'staff',
  // Admitting writes: a viewer reads reports only.
  roles: BOX_OFFICE,
});

/**
 * Takes back an admission the door made (a scan of the wrong ticket of a group, or a holder the
 * staff let out and in again): the code may come in once more. Answers the admission taken back;
 * 404 when the code has none. The audit log keeps who did it and the admission's time.
 */
export const staffTicketUnadmitEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/tickets/unadmit',
  feature: 'staff',
  summary: "Take back a ticket's admission at the door, so that its code admits once more",
  query: staffQuerySchema,
  body: z.strictObject({ code: ticketCode }),
  response: z.object({
    data: z.object({
      order_number: z.string(),
      line: z.int(),
      person: z.int(),
      /** When the admission taken back was made (YYYY-MM-DD HH:mm, museum time). */
      admitted_at: dateTimeSchema,
    }),
  }),
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

// ---------------------------------------------------------------- day sheet and capacity

export const SLOT_KINDS = ['event', 'tour'] as const;
export const slotKindSchema = z.enum(SLOT_KINDS);
export type SlotKind = z.infer<typeof slotKindSchema>;

export const daySheetSlotSchema = z
  .object({
    kind: slotKindSchema,
    /** The slot's id within its kind. */
    slot_id: z.int(),
    /** The event or tour. */
    product_id: z.int(),
    product_name: z.string(),
    /** YYYY-MM-DD HH:mm, museum time. */
    datetime: dateTimeSchema,
    ends: z.nullable(dateTimeSchema),
    capacity: z.int(),
    sold: z.int(),
    /** Held by carts being paid right now. */
    held: z.int(),
    /** capacity − sold − held, never below 0. */
    free: z.int(),
    /** Closed: no new holds; what is sold stays sold; the visitor's calendar says closed. */
    closed: z.boolean(),
  })
  .register(contractSchemas, { id: 'DaySheetSlot' });
export type DaySheetSlot = z.infer<typeof daySheetSlotSchema>;

export const daySheetSchema = z
  .object({
    date: dateSchema,
    /** Every slot of the day is closed. */
    closed: z.boolean(),
    slots: z.array(daySheetSlotSchema),
    totals: z.object({ capacity: z.int(), sold: z.int(), held: z.int(), free: z.int() }),
  })
  .register(contractSchemas, { id: 'DaySheet' });
export type DaySheet = z.infer<typeof daySheetSchema>;

export const staffDaySheetEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/day-sheet',
  feature: 'staff',
  summary: 'Every time slot of every event and tour on a day, with capacity, sold, held, free and closed',
  query: z.extend(staffQuerySchema, { date: dateSchema }),
  response: z.object({ data: daySheetSchema }),
  errors: { 422: ['INVALID_DATE'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const dayListEntrySchema = z.object({
  kind: slotKindSchema,
  slot_id: z.int(),
  datetime: dateTimeSchema,
  product_name: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  /** Persons the order admits on this slot. */
  persons: z.int(),
  /** What was bought, e.g. "2 × Adult, 1 × Child". */
  parts: z.string(),
  /** A guided tour's group answers, for its guide; none for an event's tickets. */
  answers: orderLineSchema.shape.answers,
  refunded: z.boolean(),
});
export type DayListEntry = z.infer<typeof dayListEntrySchema>;

export const staffDayListEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/day-sheet/list',
  feature: 'staff',
  summary:
    "The day's list to print: every booked visit of the day by slot, with order number, name and persons",
  query: z.extend(staffQuerySchema, { date: dateSchema }),
  response: z.object({ data: z.object({ date: dateSchema, entries: z.array(dayListEntrySchema) }) }),
  errors: { 422: ['INVALID_DATE'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffSlotCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/slots/close',
  feature: 'staff',
  summary: 'Close a slot (no new holds, sales stay) or open it again',
  query: staffQuerySchema,
  body: z.strictObject({
    kind: slotKindSchema,
    slot_id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    closed: z.boolean(),
    reason: z.optional(typedText(500)),
  }),
  response: z.object({ data: daySheetSlotSchema }),
  errors: { 404: ['SLOT_NOT_FOUND'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffDayCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/days/close',
  feature: 'staff',
  summary: 'Close every slot of a day (no new holds, sales stay) or open them all again',
  query: staffQuerySchema,
  body: z.strictObject({ date: dateSchema, closed: z.boolean(), reason: z.optional(typedText(500)) }),
  response: z.object({ data: daySheetSchema }),
  errors: { 422: ['INVALID_DATE'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

export const staffSlotCapacityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/slots/capacity',
  feature: 'staff',
  summary: "Change a slot's capacity; never below what is sold and held (422 CAPACITY_BELOW_TAKEN)",
  query: staffQuerySchema,
  body: z.strictObject({
    kind: slotKindSchema,
    slot_id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    capacity: z.int().check(z.minimum(0), z.maximum(100_000)),
  }),
  response: z.object({ data: daySheetSlotSchema }),
  errors: { 404: ['SLOT_NOT_FOUND'], 422: ['CAPACITY_BELOW_TAKEN'] },
  access: 'staff',
  roles: BOX_OFFICE,
});

// ---------------------------------------------------------------- reports

export const SALES_GROUPS = ['day', 'product', 'payment_method', 'language'] as const;
export const salesGroupSchema = z.enum(SALES_GROUPS);
export type SalesGroup = z.infer<typeof salesGroupSchema>;
/** The reports a download names: sales, utilisation, and the books' (staff-books.ts): VAT, voucher liability, passes. */
export const REPORT_KINDS = ['sales', 'utilisation', 'vat', 'vouchers', 'passes'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const periodShape = {
  /** First museum day of the period. */
  from: dateSchema,
  /** Last museum day of the period (at most MAX_REPORT_DAYS after `from`). */
  to: dateSchema,
};

export const salesRowSchema = z.object({
  /**
   * The group's key: a date, a product's name, a payment type's id, a language. Per product the
   * shipping and the voucher codes are rows too, keyed `#shipping` and `#voucher-codes` (a product
   * name starting with `#` gets one more `#`), so every grouping's rows add up to the totals.
   */
  key: z.string(),
  label: z.string(),
  orders: z.int(),
  /** Items sold (line counts). */
  quantity: z.int(),
  /**
   * Sold, gross, cents: what was paid; per product what the lines cost before voucher codes, the
   * shipping, and (negative) what voucher codes paid.
   */
  gross: z.int(),
  /** Given back of it. */
  refunded: z.int(),
  /** gross − refunded. */
  net: z.int(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesReportSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    group: salesGroupSchema,
    rows: z.array(salesRowSchema),
    /**
     * The period's paid orders: `paid` is what their customers paid (totals plus shipping), equal to
     * the sum of the orders to the cent; `refunded` what went back; `net` the difference.
     */
    totals: z.object({
      orders: z.int(),
      /** The items of the period's orders (the rows' quantities summed). */
      quantity: z.int(),
      paid: z.int(),
      refunded: z.int(),
      net: z.int(),
    }),
  })
  .register(contractSchemas, { id: 'SalesReport' });
export type SalesReport = z.infer<typeof salesReportSchema>;

export const staffSalesReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/sales',
  feature: 'staff',
  summary:
    'Sales of a period per day, product, payment method or language; totals equal the orders to the cent',
  query: z.extend(staffQuerySchema, { ...periodShape, group: z._default(salesGroupSchema, 'day') }),
  response: z.object({ data: salesReportSchema }),
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

export const utilisationRowSchema = z.object({
  kind: slotKindSchema,
  slot_id: z.int(),
  product_name: z.string(),
  datetime: dateTimeSchema,
  capacity: z.int(),
  sold: z.int(),
  /** sold / capacity, 0–1 (0 when the capacity is 0). */
  utilisation: z.number(),
  closed: z.boolean(),
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;

export const utilisationReportSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    rows: z.array(utilisationRowSchema),
    totals: z.object({ capacity: z.int(), sold: z.int(), utilisation: z.number() }),
  })
  .register(contractSchemas, { id: 'UtilisationReport' });
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

export const staffUtilisationReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/utilisation',
  feature: 'staff',
  summary: 'Utilisation per slot of a period: capacity, sold and their ratio',
  query: z.extend(staffQuerySchema, periodShape),
  response: z.object({ data: utilisationReportSchema }),
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

/** A CSV or XLSX file answered as an attachment (`Content-Disposition: attachment; filename=…`). */
const fileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const staffReportExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/export',
  feature: 'staff',
  summary:
    'A report as a CSV (UTF-8, comma, with a header row) or XLSX download; a link may carry the token `_`',
  query: z.extend(staffQuerySchema, {
    ...periodShape,
    report: z.enum(REPORT_KINDS),
    group: z._default(salesGroupSchema, 'day'),
    format: z.enum(REPORT_FORMATS),
  }),
  response: fileSchema,
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

// ---------------------------------------------------------------- audit

export const staffAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/audit',
  feature: 'staff',
  summary: 'The audit log of the shop, newest first: who did what when, before and after',
  query: z.extend(staffQuerySchema, {
    /** Only entries about this order. */
    order: z.optional(orderNumberSchema),
    /** Only this member's actions. */
    staff: z.optional(uuid),
    action: z.optional(typedText(100)),
    /** Only entries from this client address, as the entries show it. */
    client: z.optional(typedText(100)),
    from: z.optional(dateSchema),
    to: z.optional(dateSchema),
    ...pageShape,
  }),
  response: z.object({ data: page(staffAuditEntrySchema) }),
  errors: { 422: ['INVALID_DATE'] },
  access: 'staff',
  roles: OWNER,
});

/** The actions the audit log records (`action` of an entry). */
export const STAFF_ACTIONS = [
  'staff.create',
  'staff.login',
  /** A sign-in refused: `after` says the address tried and why (`failure`); never the password. */
  'staff.login_failed',
  'staff.logout',
  'staff.invite',
  'staff.accept',
  'staff.update',
  'settings.update',
  /** A refund asked of the provider (its lines are pending until the provider decides). */
  'order.refund',
  /** The provider confirmed a refund (or staff recorded it paid by transfer): staff id null. */
  'order.refund.confirmed',
  /** The provider refused a refund, or failed one it had confirmed: staff id null. */
  'order.refund.failed',
  /** A refused refund sent to the provider again. */
  'order.refund.retry',
  /** A refused refund paid back by bank transfer, with staff's reference. */
  'order.refund.manual',
  'order.cancel',
  'order.resend',
  'order.note',
  'slot.close',
  'slot.reopen',
  'slot.capacity',
  /** The waiting room switched, its rate or opening changed, paused or resumed (issue 38). */
  'waiting_room.change',
  /** An event created, saved (before and after), published, archived or drafted, or copied (issue 35). */
  'event.create',
  'event.update',
  'event.status',
  'event.duplicate',
  /** A guided tour created, saved (before and after), or published, archived or drafted. */
  'tour.create',
  'tour.update',
  'tour.status',
  /** A shop product created, saved (before and after), published, archived or drafted, or copied (issue 36). */
  'product.create',
  'product.update',
  'product.status',
  'product.duplicate',
  /** A product's stock changed: before, after, the reason and its note. */
  'product.stock',
  /** A membership type created, saved (before and after), or published, archived or drafted (issue 36). */
  'membership.create',
  'membership.update',
  'membership.status',
  /** The catalog's lists (venues, groups, categories) saved, before and after. */
  'catalog.lists',
  /** The catalog's settings (how far ahead slots are made), before and after. */
  'catalog.settings',
  /** A catalog document imported into an empty shop: how many events, tours and pictures. */
  'catalog.import',
  /** A voucher product created, saved (before and after), or published, archived or drafted (issue 36). */
  'voucher.create',
  'voucher.update',
  'voucher.status',
  /** The voucher groups saved, before and after. */
  'voucher.groups',
  /** Voucher codes made: the batch's count, prefix, value, validity and limit (never the codes). */
  'voucher_code.create',
  /** A voucher code disabled: its code and balance before. */
  'voucher_code.disable',
  /** A batch of voucher codes downloaded as CSV. */
  'voucher_code.export',
  'day.close',
  'day.reopen',
  'report.export',
  'ticket.unadmit',
  /** A member card's validity extended by the owner: its last day before and after, and why. */
  'member_card.extend',
  /** A member card's order confirmation (with the cards) sent again from the desk. */
  'member_card.resend',
  /** A call refused with 403 (a role without the right, a refund above the limit): `after` names the call and the code. */
  'action.refused',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Every call of the staff API; part of ENDPOINTS. */
export const STAFF_ENDPOINTS = [
  staffLoginEndpoint,
  staffAcceptInviteEndpoint,
  staffInvitationEndpoint,
  staffLogoutEndpoint,
  staffMeEndpoint,
  staffMembersEndpoint,
  staffInviteEndpoint,
  staffMemberUpdateEndpoint,
  staffSettingsEndpoint,
  staffSettingsUpdateEndpoint,
  staffOrdersEndpoint,
  staffOrderEndpoint,
  staffRefundEndpoint,
  staffRetryRefundEndpoint,
  staffManualRefundEndpoint,
  staffCancelOrderEndpoint,
  staffResendConfirmationEndpoint,
  staffOrderNoteEndpoint,
  staffTicketCheckEndpoint,
  staffTicketUnadmitEndpoint,
  staffDaySheetEndpoint,
  staffDayListEndpoint,
  staffSlotCloseEndpoint,
  staffDayCloseEndpoint,
  staffSlotCapacityEndpoint,
  staffSalesReportEndpoint,
  staffUtilisationReportEndpoint,
  staffReportExportEndpoint,
  staffAuditEndpoint,
] as const;
