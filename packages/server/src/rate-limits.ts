import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './db/database.ts';
import { RetryLaterError } from './errors.ts';
import { countRateLimitHit, deleteStaleRateLimits, releaseRateLimitHit } from './rate-limits.repository.ts';
import { hashToken } from './tokens.ts';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

const limitKey = (name: string, subject: string) => hashToken(`${name}:${subject}`);

/** The counter a rule named `name` keeps for `subject` (hashed), for a caller that counts it in its own statement. */
export const rateLimitCounterKey = limitKey;

/** `takeRateLimit`'s 429: whether it is the window's first, for what is worth recording once a window. */
export class RateLimitedError extends RetryLaterError {
  /** The first attempt of its window past the limit: exactly one per window, across processes. */
  readonly firstInWindow: boolean;

  constructor(retryAfterSeconds: number, firstInWindow: boolean) {
    super(429, 'RATE_LIMITED', 'Too many attempts, please try again later', retryAfterSeconds);
    this.firstInWindow = firstInWindow;
  }
}

/**
 * Counts one attempt at `subject` under `rule` (or `weight` of them: each place of a hold) in the
 * database, which every server process shares, and refuses it with 429 (a `RateLimitedError`) once the window's limit is passed. One statement,
 * so concurrent attempts cannot both slip through. The 429 says in `Retry-After` when this window ends.
 */
export async function takeRateLimit(
  db: Db,
  name: string,
  subject: string,
  rule: RateLimitRule,
  now: Date,
  weight = 1,
): Promise<void> {
  const count = await countRateLimitHit(db, limitKey(name, subject), now, rule.windowMs, weight);
  const refused = rateLimitRefusal(rule, now, weight, count);
  if (refused) throw refused;
}

/** The 429 of a hit of `weight` at `now` that made the window's count `count`; undefined within the limit. */
export function rateLimitRefusal(
  rule: RateLimitRule,
  now: Date,
  weight: number,
  { hits, windowStart }: { hits: number; windowStart: Date },
): RateLimitedError | undefined {
  if (hits <= rule.limit) return undefined;
  const windowEnd = windowStart.getTime() + rule.windowMs;
  return new RateLimitedError((windowEnd - now.getTime()) / 1000, hits - weight <= rule.limit);
}

/**
 * Counts one attempt at `subject` in a window of `windowMs`, shared by every process like
 * `takeRateLimit`, and answers how many the window has had, this one included; it never refuses.
 */
export async function countAttempt(
  db: Db,
  name: string,
  subject: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  return (await countRateLimitHit(db, limitKey(name, subject), now, windowMs)).hits;
}

/**
 * A limit that slows down instead of refusing: after `freeAttempts` in a window, each attempt waits
 * `firstDelayMs`, doubling with every attempt after that, up to `maxDelayMs`.
 */
export interface SlowDownRule {
  freeAttempts: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Counts one attempt at `subject` under `rule`, shared by every process like `takeRateLimit`, and
 * answers how long it must wait (ms) before it is tried; it is never refused. For what strangers
 * can fill: a refusal there would lock out the one it protects (issue 40).
 */
export async function takeSlowDown(
  db: Db,
  name: string,
  subject: string,
  rule: SlowDownRule,
  now: Date,
): Promise<number> {
  const { hits } = await countRateLimitHit(db, limitKey(name, subject), now, rule.windowMs);
  const over = hits - rule.freeAttempts;
  return over <= 0 ? 0 : Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (over - 1));
}

/** `takeRateLimit` for one client: its address counted as `clientKey` says. */
export function takeClientRateLimit(db: Db, name: string, ip: string, rule: RateLimitRule, now: Date) {
  return takeRateLimit(db, name, clientKey(ip), rule, now);
}

/**
 * Takes back an attempt `takeRateLimit` or `takeSlowDown` counted, once it turned out to be one the
 * rule does not count.
 */
export function returnRateLimitAttempt(
  db: Db,
  name: string,
  subject: string,
  rule: Pick<RateLimitRule | SlowDownRule, 'windowMs'>,
  now: Date,
) {
  return releaseRateLimitHit(db, limitKey(name, subject), now, rule.windowMs);
}

/**
 * What a per-client limit counts: the IPv4 address (also when it arrives IPv4-mapped), or the /64
 * network of an IPv6 address. One IPv6 subscriber holds a whole /64 and could otherwise take a new
 * address, and a new allowance, for every attempt.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = (ip.split('%')[0] ?? '').split('::');
  // An embedded IPv4 tail (…:1.2.3.4) fills two groups.
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const DAY_MS = 24 * 60 * 60_000;

/** Registers the sweep of stale counters with housekeeping: no rule's window is longer than a day. */
export const rateLimitSweepPlugin = fp(
  async (app: FastifyInstance) => {
    app.registerSweep('rate-limit counters', (now) =>
      deleteStaleRateLimits(app.db, new Date(now.getTime() - DAY_MS)),
    );
  },
  { name: 'rate-limit-sweep', dependencies: ['housekeeping', 'database'] },
);
