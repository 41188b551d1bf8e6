import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import { z } from 'zod';
import { type DatabaseTarget, DEFAULT_DATABASE_TIMEOUTS } from './db/database.ts';
import { DEFAULT_LEASE_SECONDS, MAX_LEASE_SECONDS, MIN_LEASE_SECONDS } from './jobs/lease.ts';

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): a number of proxy hops, or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 * Unset, nobody is trusted, and behind a proxy every client would share the proxy's rate limits.
 */
const trustProxySchema = z
  .string()
  .transform((value, context): number | string[] => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
    });
    return z.NEVER;
  })
  .optional();

/**
 * A signing key as the settings give it: hex when it has only hex digits (an even number of them),
 * else base64 or base64url; null when it is neither or shorter than 32 bytes (256 bits).
 */
export function decodeSigningKey(value: string): Uint8Array | null {
  const text = value.trim();
  let key: Buffer;
  if (/^(?:[0-9a-fA-F]{2})+$/.test(text)) key = Buffer.from(text, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) key = Buffer.from(text, 'base64');
  else return null;
  return key.length >= 32 ? new Uint8Array(key) : null;
}

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Loopback by default; a museum's server sets 0.0.0.0 (or its own address) on purpose. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// address' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  /** sandbox (the demo's; no money), stripe or mollie; required beyond loopback or with DATABASE_URL. */
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe', 'mollie'], { error: 'must be sandbox, stripe or mollie' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  /** smtp:// only: false allows delivery without STARTTLS, to a relay on this machine or network. */
  SMTP_REQUIRE_TLS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  MAIL_FROM: z.string().min(3).default('Museum shop <shop@localhost>'),
  /** Days a sent e-mail and its attachments stay in the outbox before they are deleted. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  /** The built web app; the server serves it when the folder exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** How long each process keeps the busiest catalog answers and each shop's basics (ms); 0 switches both off. */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long checkout holds places, stock and voucher amounts for a payment, in minutes. */
  CHECKOUT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  /** The most places of one time slot one cart holds (tickets and tour places; whole tours are bounded by guides). */
  CART_MAX_PLACES_PER_SLOT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_CART_LIMITS.placesPerSlot),
  /** The most places one cart holds across all time slots. */
  CART_MAX_PLACES: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_CART_LIMITS.places),
  /** The most one cart may cost before voucher codes, in cents; every money column holds it. */
  CART_MAX_TOTAL_CENTS: z.coerce
    .number()
    .int()
    .min(100)
    .max(1_000_000_000)
    .default(DEFAULT_CART_LIMITS.total),
  /**
   * The master key ticket codes are signed with (base64 or hex, at least 32 bytes); every process
   * of the shop needs the same one. Unset, the server makes one once and keeps it in the database.
   */
  TICKET_SIGNING_KEY: z
    .string()
    .refine((value) => decodeSigningKey(value) !== null, {
      error: 'must be at least 32 bytes in base64 or hex, e.g. the output of: openssl rand -base64 32',
    })
    .optional(),
  /** Seed (and keep current) the demo museum; unset: on for the embedded database, off for DATABASE_URL. */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /** PostgreSQL: the longest a statement may run, and wait for a lock, before it is cancelled (ms). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DB_LOCK_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3_600_000)
    .default(DEFAULT_DATABASE_TIMEOUTS.lockMs),
  /**
   * A running job's lease, in seconds (jobs/lease.ts): its process renews it; when the process
   * dies, another one runs the job again about a lease and a quarter later.
   */
  JOB_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(MIN_LEASE_SECONDS)
    .max(MAX_LEASE_SECONDS)
    .default(DEFAULT_LEASE_SECONDS),
  /**
   * Tests and demos only: the instant (ISO 8601 with an offset) the server's clock reads at start;
   * from there it runs at the real pace. Unset, the clock is the real time.
   */
  CLOCK_START: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 instant with an offset, e.g. 2026-11-25T23:30:00+01:00',
    })
    .optional(),
  /**
   * With CLOCK_START: the database's hold clock moves with it (true), or keeps the database's own
   * (false: only the clock-skew test, which imitates a process whose own clock is wrong).
   */
  CLOCK_START_MOVES_DATABASE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
});

export type Settings = z.infer<typeof settingsSchema>;

/**
 * Whether this start seeds the demo museum: asked for explicitly, or by default only on the
 * embedded database, so a production PostgreSQL never gets the demo and its published vouchers.
 */
export function seedsDemo(settings: Pick<Settings, 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  return settings.SEED_DEMO ? settings.SEED_DEMO === 'true' : !settings.DATABASE_URL;
}

/** The database the settings name: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseTargetOf(settings: Settings): DatabaseTarget {
  return settings.DATABASE_URL
    ? {
        kind: 'postgres',
        url: settings.DATABASE_URL,
        timeouts: { statementMs: settings.DB_STATEMENT_TIMEOUT_MS, lockMs: settings.DB_LOCK_TIMEOUT_MS },
      }
    : { kind: 'pglite', dataDir: resolve(settings.DATA_DIR) };
}

/**
 * The server's one clock: the real time, or with CLOCK_START a clock that starts at that instant
 * and runs at the real pace (so a test can run the whole shop at 23:30 museum time).
 */
export function serverClock(settings: Pick<Settings, 'CLOCK_START'>, realNow = () => Date.now()): () => Date {
  if (!settings.CLOCK_START) return () => new Date(realNow());
  const offset = Date.parse(settings.CLOCK_START) - realNow();
  return () => new Date(realNow() + offset);
}

/** How far the database's hold clock runs ahead of the database's own (decision 0016): CLOCK_START's offset, or 0. */
export function holdClockOffset(
  settings: Pick<Settings, 'CLOCK_START' | 'CLOCK_START_MOVES_DATABASE'>,
  realNow = Date.now(),
): number {
  if (!settings.CLOCK_START || settings.CLOCK_START_MOVES_DATABASE === 'false') return 0;
  return Date.parse(settings.CLOCK_START) - realNow;
}

export class SettingsError extends Error {}

/**
 * TICKET_SIGNING_KEY of the environment, decoded; null when unset (the server then keeps a key of
 * its own in the database). An invalid key stops the server at start (readSettings), so here it is
 * an error too.
 */
export function ticketSigningKeySetting(env: NodeJS.ProcessEnv = process.env): Uint8Array | null {
  const value = env.TICKET_SIGNING_KEY;
  if (value === undefined || value === '') return null;
  const key = decodeSigningKey(value);
  if (!key)
    throw new SettingsError(
      'Invalid settings in the environment:\n  TICKET_SIGNING_KEY: must be at least 32 bytes in base64 or hex',
    );
  return key;
}

/** Reads the settings from the environment; an unset or empty variable takes its default. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = settingsSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new SettingsError(`Invalid settings in the environment:\n${lines.join('\n')}`);
}
