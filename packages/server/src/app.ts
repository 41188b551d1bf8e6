import { DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { controlRoutes } from './control/control.routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from './features/account/account-context.ts';
import {
  type CheckoutRoutesOptions,
  checkoutRoutes,
  DEFAULT_HELD_PLACES_PER_CLIENT,
  DEFAULT_PAYMENT_STARTS_PER_CLIENT,
} from './features/checkout/checkout.routes.ts';
import { voidOrderPayments } from './features/checkout/checkout.service.ts';
import {
  DEFAULT_RESEND_LIMITS,
  queueConfirmationAgain,
} from './features/checkout/confirmation/order-confirmation.service.ts';
import { readMemberCardCodeOf } from './features/checkout/documents/member-codes.ts';
import { checkTicketAtDoor } from './features/checkout/documents/ticket-codes.ts';
import {
  type OrderRefund,
  type OrderRefundOptions,
  type RefundSettling,
  refundOrder,
  retryStaffRefund,
  settleStaffRefund,
} from './features/checkout/orders/order-refunds.service.ts';
import { releaseSale } from './features/checkout/orders/orders.repository.ts';
import { paymentRoutes } from './features/checkout/payment-types/payment-types.routes.ts';
import { shippingRoutes } from './features/checkout/shipping/shipping.routes.ts';
import { configRoutes } from './features/config/config.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { merchandiseRoutes } from './features/merchandise/merchandise.routes.ts';
import { createPayments } from './features/payments/payments.service.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import { createSandboxProvider, type SandboxProvider } from './features/payments/sandbox/sandbox.provider.ts';
import { sandboxRoutes } from './features/payments/sandbox/sandbox.routes.ts';
import { readProviderState, watchProvider } from './features/payments/watched-provider.ts';
import { webhookRoutes } from './features/payments/webhooks.routes.ts';
import { audit } from './features/staff/audit/audit.service.ts';
import { sanitisePageHtml } from './features/staff/setup/page-html.ts';
import { type StaffRoutesOptions, staffRoutes } from './features/staff/staff.routes.ts';
import { DEFAULT_VOUCHER_LOOKUPS_PER_CLIENT, voucherRoutes } from './features/vouchers/vouchers.routes.ts';
import { loggerOptions } from './logger.ts';
import { DEFAULT_MAIL_RETENTION_DAYS, deleteOldMail } from './mail/outbox-retention.ts';
import { eventRoutes, tourRoutes } from './modules/catalog/index.ts';
import { findMediaImage, type MediaStore, mediaRoutes, useMediaStore } from './modules/media/index.ts';
import {
  DEFAULT_MEMBER_LOOKUPS_PER_CLIENT,
  memberClaimRoutes,
  memberRenewalReminders,
  memberSharesOfEvent,
} from './modules/members/index.ts';
import {
  DEFAULT_WAITING_ROOM_LIMITS,
  type WaitingRoomLimits,
  waitingRoomRoutes,
} from './modules/waiting-room/index.ts';
import type { WalletSettings } from './modules/wallet/index.ts';
import { ADMIN_PREFIX, adminAppPlugin } from './plugins/admin-app.ts';
import { assetHeadersPlugin } from './plugins/asset-headers.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs.ts';
import { languagePlugin } from './plugins/language.ts';
import { type MailPluginOptions, mailPlugin } from './plugins/mail.ts';
import { microCachePlugin } from './plugins/micro-cache.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { shopPlugin } from './plugins/shop.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { type RateLimitRule, rateLimitSweepPlugin } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives a paid order's whole payment back on a person's decision, with a credit note when it
     * was invoiced (features/checkout/orders/order-refunds.service.ts); undefined when not paid.
     */
    refundOrder: (
      orderId: string,
      reason: string,
      options?: OrderRefundOptions,
    ) => Promise<OrderRefund | undefined>;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  /** The built web app to serve; without it only the API answers. */
  webDistDir?: string | undefined;
  /** The built staff app to serve under /admin/ (issue 25); without it /admin is not served. */
  adminDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** "Now" for availability, voucher validity, expiries, rate-limit windows and mail retries; tests move it instead of sleeping. */
  clock?: () => Date;
  /** E-mail: without an SMTP address messages stay in the outbox. */
  mail?: MailPluginOptions;
  /** Days a sent e-mail stays in the outbox (MAIL_RETENTION_DAYS). */
  mailRetentionDays?: number;
  /** The shop's public address; reset links must point into it. */
  publicUrl?: string | undefined;
  /** The shop's address on this machine, where e-mails link without a public address (the quick start). */
  localUrl?: string;
  /** Login, password-reset and registration limits (the benchmark raises them). */
  accountLimits?: AccountLimits;
  /** Voucher-code lookups per client (tests lower it). */
  voucherLookupsPerClient?: RateLimitRule;
  /** Member card checks per client that name no card (issue 36). */
  memberLookupsPerClient?: RateLimitRule;
  /** How long the busiest catalog reads and each shop's basics are kept per process (ms); 0 keeps nothing. */
  catalogCacheMs?: number;
  /** Proxies whose X-Forwarded-For names the client (hop count or addresses); per-client limits count that client. */
  trustProxy?: number | string[] | undefined;
  /** Checkout: how long a payment holds places, and how many payments a client may start (tests raise it). */
  checkout?: Partial<
    Pick<
      CheckoutRoutesOptions,
      'holdMs' | 'paymentStartsPerClient' | 'heldPlacesPerClient' | 'limits' | 'resendLimits'
    >
  >;
  /**
   * The payment provider, made for this app's database (settings: PAYMENT_PROVIDER and its keys).
   * Without it the app takes payments in the sandbox, the demo's provider.
   */
  paymentProvider?: (db: DatabaseHandle['db']) => PaymentProvider;
  /** Staff sessions' lengths and sign-in limits (tests shorten them). */
  staff?: Partial<Pick<StaffRoutesOptions, 'sessionTimes' | 'limits' | 'wait'>>;
  /** The job queue: how often each process looks for due jobs (tests set 0 and drive it). */
  jobs?: JobsPluginOptions;
  /** Embedded PGlite: the token of the commands' control calls (control/control-file.ts). */
  control?: { token: string };
  /** Where the media library keeps its files (MEDIA_DIR, MEDIA_S3_*); without it, in the database. */
  mediaStore?: MediaStore;
  /** What one address may ask of the waiting room per minute (issue 38). */
  waitingRoomLimits?: WaitingRoomLimits;
  /** The wallets whose certificates the museum set (APPLE_WALLET_*, GOOGLE_WALLET_*); without it both are off. */
  wallets?: WalletSettings;
}

/** Whether a provider is the sandbox: it has a page on this server and tells of payments in-process. */
const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'onNotification' in provider;

/** The default hold of places while a visitor pays (spec: not shown; issue 12: 20 minutes). */
export const DEFAULT_HOLD_MS = 20 * 60_000;

function trustedProxies(setting: AppOptions['trustProxy']) {
  if (typeof setting !== 'number') return setting ?? false;
  // A hop count as a function: Fastify's types take no number here.
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Without compiler factories Fastify loads ajv and fast-json-stringify at every start (about
 * 0.1 s) only to leave them unused: every schema here is zod's, compiled by the zod compilers.
 * (Fastify's types expect ajv's compile function, hence the cast.)
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the app in the architecture's order: external plugins → app plugins → features. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Routing is case-insensitive and tolerates a trailing slash (spec §2).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
    trustProxy: trustedProxies(options.trustProxy),
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before the security headers: a cache hit replays the headers helmet gave the first answer (decision 0004).
  await app.register(microCachePlugin, { ttlMs: options.catalogCacheMs ?? 0 });
  await app.register(securityHeadersPlugin);
  // After the security headers: files that are never a document lose the headers only a document obeys.
  await app.register(assetHeadersPlugin);
  // Before any route: it hooks the routes that ask for compression as they are added.
  await app.register(compressionPlugin);
  // Rate limits live in the database (rate-limits.ts), shared by every process: no plugin here.

  await app.register(errorHandlerPlugin);
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(databasePlugin, { handle: options.database });
  useMediaStore(options.database.db, options.mediaStore);
  await app.register(jobsPlugin, { ...options.jobs, database: options.database });
  await app.register(
    mailPlugin,
    options.mail ?? { smtpUrl: undefined, from: 'Museum shop <shop@localhost>' },
  );
  await app.register(housekeepingPlugin);
  app.registerSweep('sent mail', async (now) => {
    await deleteOldMail(app.db, now, options.mailRetentionDays ?? DEFAULT_MAIL_RETENTION_DAYS);
  });
  await app.register(rateLimitSweepPlugin);
  await app.register(openApiPlugin);

  const provider =
    options.paymentProvider?.(options.database.db) ??
    createSandboxProvider({ db: options.database.db, clock: () => app.clock() });
  const payments = createPayments({
    db: options.database.db,
    jobs: app.jobs,
    // Its calls watched: a provider that is down is logged, written down for staff, and a payer's
    // start answers 503 PAYMENT_PROVIDER_UNAVAILABLE (issue 40).
    provider: watchProvider(provider, { db: options.database.db, clock: () => app.clock(), log: app.log }),
    clock: () => app.clock(),
    log: app.log,
    publicUrl: options.publicUrl,
  });
  // A person's refund of an order (the staff app's, issue 25), settled when the provider decides
  // (decision 0024): the staff audit log hears of the outcome, the customer by e-mail.
  const refundSettling: RefundSettling = {
    mailer: app.mailer,
    audit: (tx, entry, now) =>
      audit(tx, { ...entry, staffId: null, subjectKind: 'order', subjectId: entry.orderId }, now),
  };
  app.decorate('refundOrder', (orderId: string, reason: string, refundOptions?: OrderRefundOptions) =>
    refundOrder(
      { db: options.database.db, payments, clock: () => app.clock(), settling: refundSettling },
      orderId,
      reason,
      refundOptions,
    ),
  );
  const stopSettlingRefunds = payments.onRefundSettled((settled) =>
    settleStaffRefund(
      { db: options.database.db, clock: () => app.clock(), settling: refundSettling },
      settled,
    ),
  );
  app.addHook('onClose', async () => stopSettlingRefunds());
  // The sandbox's page tells of a payment in this process, as a provider's webhook would.
  if (isSandbox(provider)) {
    const stop = provider.onNotification((request) => payments.receiveWebhook(request));
    app.addHook('onClose', async () => stop());
  }

  await app.register(
    async (api) => {
      await api.register(languagePlugin);
      await api.register(sessionPlugin);
      await api.register(shopPlugin, { cacheMs: options.catalogCacheMs ?? 0 });
      await api.register(configRoutes, {
        testMode: provider.testMode,
        wallets: { apple: Boolean(options.wallets?.apple), google: Boolean(options.wallets?.google) },
      });
      await api.register(contentRoutes);
      await api.register(accountRoutes, {
        limits: options.accountLimits ?? DEFAULT_ACCOUNT_LIMITS,
        shopUrl: options.publicUrl ?? options.localUrl ?? 'http://localhost:3000',
      });
      await api.register(tourRoutes);
      await api.register(eventRoutes, { memberSharesOf: memberSharesOfEvent });
      await api.register(merchandiseRoutes);
      await api.register(voucherRoutes, {
        codeLookupsPerClient: options.voucherLookupsPerClient ?? DEFAULT_VOUCHER_LOOKUPS_PER_CLIENT,
      });
      await api.register(memberClaimRoutes, {
        lookupsPerClient: options.memberLookupsPerClient ?? DEFAULT_MEMBER_LOOKUPS_PER_CLIENT,
      });
      await api.register(paymentRoutes);
      await api.register(shippingRoutes);
      await api.register(waitingRoomRoutes, {
        limits: options.waitingRoomLimits ?? DEFAULT_WAITING_ROOM_LIMITS,
      });
      await api.register(checkoutRoutes, {
        payments,
        holdMs: options.checkout?.holdMs ?? DEFAULT_HOLD_MS,
        limits: options.checkout?.limits ?? DEFAULT_CART_LIMITS,
        paymentStartsPerClient: options.checkout?.paymentStartsPerClient ?? DEFAULT_PAYMENT_STARTS_PER_CLIENT,
        // Counted per place over a hold period: what one address may hold at once.
        heldPlacesPerClient: options.checkout?.heldPlacesPerClient ?? {
          limit: DEFAULT_HELD_PLACES_PER_CLIENT,
          windowMs: options.checkout?.holdMs ?? DEFAULT_HOLD_MS,
        },
        resendLimits: options.checkout?.resendLimits ?? DEFAULT_RESEND_LIMITS,
        memberLookupsPerClient: options.memberLookupsPerClient ?? DEFAULT_MEMBER_LOOKUPS_PER_CLIENT,
        publicUrl: options.publicUrl,
        shopUrl: options.publicUrl ?? options.localUrl ?? 'http://localhost:3000',
        cacheMs: options.catalogCacheMs ?? 0,
        wallets: options.wallets ?? {},
      });
      await api.register(memberRenewalReminders, {
        shopUrl: options.publicUrl ?? options.localUrl ?? 'http://localhost:3000',
      });
      await api.register(staffRoutes, {
        ...options.staff,
        shopUrl: options.publicUrl ?? options.localUrl ?? 'http://localhost:3000',
        setup: {
          environment: {
            payment_provider: provider.name,
            test_mode: provider.testMode,
            smtp: Boolean(options.mail?.smtpUrl),
            mail_from: options.mail?.from ?? 'Museum shop <shop@localhost>',
            public_url: options.publicUrl ?? null,
          },
          findMedia: findMediaImage,
        },
        paymentProvider: { state: () => readProviderState(options.database.db, provider) },
        checkout: {
          refundOrder: (orderId, reason, refundOptions) => app.refundOrder(orderId, reason, refundOptions),
          retryRefund: (tx, refundId) => retryStaffRefund(payments, tx, refundId),
          recordManualRefund: (tx, refundId, reference) =>
            payments.recordManualRefund(tx, refundId, reference),
          queueConfirmationAgain: (tx, orderId) => queueConfirmationAgain(app.jobs, tx, orderId),
          voidOrderPayments: (tx, orderId) => voidOrderPayments(payments, tx, orderId),
          releaseOrderPlaces: releaseSale,
          checkTicket: (shopId, code, today) => checkTicketAtDoor(options.database.db, shopId, code, today),
          readMemberCard: (shopId, code) => readMemberCardCodeOf(options.database.db, shopId, code),
          runJobs: (queued) => app.jobs.runNow(queued),
        },
      });
    },
    { prefix: '/api' },
  );

  if (options.control) await app.register(controlRoutes, options.control);
  await app.register(staticFilesPlugin);
  // The media library's images, at the root beside /static (issue 34).
  await app.register(mediaRoutes);
  await app.register(webhookRoutes, { payments });
  if (isSandbox(provider)) await app.register(sandboxRoutes, { provider });
  // Before the visitor's app, whose history fallback answers every other path.
  await app.register(adminAppPlugin, { distDir: options.adminDistDir });
  await app.register(webAppPlugin, {
    distDir: options.webDistDir,
    pages: {
      shopUrl: options.publicUrl ?? options.localUrl ?? 'http://localhost:3000',
      cacheMs: options.catalogCacheMs ?? 0,
      staffPrefix: ADMIN_PREFIX,
      sanitizeHtml: (html) => sanitisePageHtml(html).html,
    },
  });
  return app;
}

export { loggerOptions };
