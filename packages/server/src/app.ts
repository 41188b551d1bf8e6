import helmet from '@fastify/helmet';
import { DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from './features/account/account-context.ts';
import {
  type CheckoutRoutesOptions,
  checkoutRoutes,
  DEFAULT_PAYMENT_STARTS_PER_CLIENT,
} from './features/checkout/checkout.routes.ts';
import { paymentRoutes } from './features/checkout/payment-types/payment-types.routes.ts';
import { shippingRoutes } from './features/checkout/shipping/shipping.routes.ts';
import { configRoutes } from './features/config/config.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { merchandiseRoutes } from './features/merchandise/merchandise.routes.ts';
import { createPayments } from './features/payments/payments.service.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import { createSandboxProvider, type SandboxProvider } from './features/payments/sandbox/sandbox.provider.ts';
import { sandboxRoutes } from './features/payments/sandbox/sandbox.routes.ts';
import { webhookRoutes } from './features/payments/webhooks.routes.ts';
import { tourRoutes } from './features/tours/tours.routes.ts';
import { DEFAULT_VOUCHER_LOOKUPS_PER_CLIENT, voucherRoutes } from './features/vouchers/vouchers.routes.ts';
import { loggerOptions } from './logger.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs.ts';
import { languagePlugin } from './plugins/language.ts';
import { type MailPluginOptions, mailPlugin } from './plugins/mail.ts';
import { microCachePlugin } from './plugins/micro-cache.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { sessionPlugin } from './plugins/session.ts';
import { shopPlugin } from './plugins/shop.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { type RateLimitRule, rateLimitSweepPlugin } from './rate-limits.ts';

export interface AppOptions {
  database: DatabaseHandle;
  /** The built web app to serve; without it only the API answers. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** "Now" for availability, voucher validity, expiries, rate-limit windows and mail retries; tests move it instead of sleeping. */
  clock?: () => Date;
  /** E-mail: without an SMTP address messages stay in the outbox. */
  mail?: MailPluginOptions;
  /** The shop's public address; reset links must point into it. */
  publicUrl?: string | undefined;
  /** Login, password-reset and registration limits (the benchmark raises them). */
  accountLimits?: AccountLimits;
  /** Voucher-code lookups per client (tests lower it). */
  voucherLookupsPerClient?: RateLimitRule;
  /** How long the busiest catalog reads and each shop's basics are kept per process (ms); 0 keeps nothing. */
  catalogCacheMs?: number;
  /** Proxies whose X-Forwarded-For names the client (hop count or addresses); per-client limits count that client. */
  trustProxy?: number | string[] | undefined;
  /** Checkout: how long a payment holds places, and how many payments a client may start (tests raise it). */
  checkout?: Partial<Pick<CheckoutRoutesOptions, 'holdMs' | 'paymentStartsPerClient' | 'limits'>>;
  /**
   * The payment provider, made for this app's database (settings: PAYMENT_PROVIDER and its keys).
   * Without it the app takes payments in the sandbox, the demo's provider.
   */
  paymentProvider?: (db: DatabaseHandle['db']) => PaymentProvider;
  /** The job queue: how often each process looks for due jobs (tests set 0 and drive it). */
  jobs?: JobsPluginOptions;
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

  // Before helmet: a cache hit replays the headers helmet gave the first answer (decision 0004).
  await app.register(microCachePlugin, { ttlMs: options.catalogCacheMs ?? 0 });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'script-src': ["'self'"] },
    },
  });
  // Rate limits live in the database (rate-limits.ts), shared by every process: no plugin here.

  await app.register(errorHandlerPlugin);
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(databasePlugin, { handle: options.database });
  await app.register(jobsPlugin, { ...options.jobs, database: options.database });
  await app.register(
    mailPlugin,
    options.mail ?? { smtpUrl: undefined, from: 'Museum shop <shop@localhost>' },
  );
  await app.register(housekeepingPlugin);
  await app.register(rateLimitSweepPlugin);
  await app.register(openApiPlugin);

  const provider =
    options.paymentProvider?.(options.database.db) ??
    createSandboxProvider({ db: options.database.db, clock: () => app.clock() });
  const payments = createPayments({
    db: options.database.db,
    jobs: app.jobs,
    provider,
    clock: () => app.clock(),
    log: app.log,
    publicUrl: options.publicUrl,
  });
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
      await api.register(configRoutes, { testMode: provider.testMode });
      await api.register(contentRoutes);
      await api.register(accountRoutes, {
        limits: options.accountLimits ?? DEFAULT_ACCOUNT_LIMITS,
        publicUrl: options.publicUrl,
      });
      await api.register(tourRoutes);
      await api.register(eventRoutes);
      await api.register(merchandiseRoutes);
      await api.register(voucherRoutes, {
        codeLookupsPerClient: options.voucherLookupsPerClient ?? DEFAULT_VOUCHER_LOOKUPS_PER_CLIENT,
      });
      await api.register(paymentRoutes);
      await api.register(shippingRoutes);
      await api.register(checkoutRoutes, {
        payments,
        holdMs: options.checkout?.holdMs ?? DEFAULT_HOLD_MS,
        limits: options.checkout?.limits ?? DEFAULT_CART_LIMITS,
        paymentStartsPerClient: options.checkout?.paymentStartsPerClient ?? DEFAULT_PAYMENT_STARTS_PER_CLIENT,
        publicUrl: options.publicUrl,
        cacheMs: options.catalogCacheMs ?? 0,
      });
    },
    { prefix: '/api' },
  );

  await app.register(staticFilesPlugin);
  await app.register(webhookRoutes, { payments });
  if (isSandbox(provider)) await app.register(sandboxRoutes, { provider });
  await app.register(webAppPlugin, { distDir: options.webDistDir });
  return app;
}

export { loggerOptions };
