import type { Language } from '@museum-shop/contract';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/outbox.ts';
import type { RateLimitRule } from '../../rate-limits.ts';

export interface AccountLimits {
  /** Every login attempt of one client, whatever the account. */
  loginPerClient: RateLimitRule;
  /** Wrong passwords for one account from one client. */
  loginFailuresPerClientAndAccount: RateLimitRule;
  /** Wrong passwords for one account from all clients together. */
  loginFailuresPerAccount: RateLimitRule;
  /** Checks of the current password `_po` (pwdchange, emailchange) per account: only a session holder can try. */
  currentPasswordPerAccount: RateLimitRule;
  resetPerClient: RateLimitRule;
  resetPerAddress: RateLimitRule;
  /** Guest sign-ups: each one stores a customer and a session, so one client may not create them without end. */
  guestPerClient: RateLimitRule;
  /** Registrations: each costs an argon2 hash, and "address taken" tells who has an account. */
  registerPerClient: RateLimitRule;
  /** Form checks without a session say "address taken" too; with one they cost little, but share the count. */
  validatePerClient: RateLimitRule;
  /** E-mail change requests per account: each mails a stranger's address a link. */
  emailChangePerAccount: RateLimitRule;
}

/** The numbers are explained in docs/decisions/0003-passwords-and-sessions.md. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginPerClient: { limit: 100, windowMs: 15 * 60_000 },
  loginFailuresPerClientAndAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 100, windowMs: 60 * 60_000 },
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  resetPerClient: { limit: 10, windowMs: 60 * 60_000 },
  resetPerAddress: { limit: 3, windowMs: 60 * 60_000 },
  guestPerClient: { limit: 60, windowMs: 60 * 60_000 },
  registerPerClient: { limit: 30, windowMs: 60 * 60_000 },
  validatePerClient: { limit: 60, windowMs: 15 * 60_000 },
  emailChangePerAccount: { limit: 5, windowMs: 60 * 60_000 },
};

/** Every account limit set to one rule: the benchmark lifts them all, a test closes them all. */
export function everyAccountLimit(rule: RateLimitRule): AccountLimits {
  return Object.fromEntries(Object.keys(DEFAULT_ACCOUNT_LIMITS).map((name) => [name, rule])) as Record<
    keyof AccountLimits,
    RateLimitRule
  >;
}

/** What every account call knows about its request. */
export interface AccountContext {
  db: Database;
  lang: Language;
  shopId: number;
  now: Date;
  clientIp: string;
  limits: AccountLimits;
  /**
   * The shop's address that account e-mails link to (PUBLIC_URL, or this machine's address in the
   * quick start). Links are built from it, never from an address a request names.
   */
  shopUrl: string;
  /** Queues e-mail in a transaction and sends it soon after (mail/outbox.ts). */
  mailer: Mailer;
}

/**
 * A link into the shop's own pages for an account e-mail, in the request's language:
 * `{shopUrl}/{lang}/{path}/{guid}#{token}`. The token travels in the hash, so it reaches no server log.
 */
export function accountLink(ctx: AccountContext, path: string, guid: string, token: string): string {
  return `${ctx.shopUrl.replace(/\/+$/, '')}/${ctx.lang}/${path}/${guid}#${token}`;
}
