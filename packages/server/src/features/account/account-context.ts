import type { Language } from '@museum-shop/contract';
import type { Database } from '../../db/database.ts';
import type { RateLimitRule } from '../../rate-limits.ts';

export interface AccountLimits {
  loginPerClient: RateLimitRule;
  loginPerAccount: RateLimitRule;
  resetPerClient: RateLimitRule;
  resetPerAddress: RateLimitRule;
  /** Guest sign-ups: each one stores a customer and a session, so one client may not create them without end. */
  guestPerClient: RateLimitRule;
}

/** The numbers are explained in docs/decisions/0003-passwords-and-sessions.md. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginPerClient: { limit: 100, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  resetPerClient: { limit: 10, windowMs: 60 * 60_000 },
  resetPerAddress: { limit: 3, windowMs: 60 * 60_000 },
  guestPerClient: { limit: 60, windowMs: 60 * 60_000 },
};

/** What every account call knows about its request. */
export interface AccountContext {
  db: Database;
  lang: Language;
  shopId: number;
  now: Date;
  clientIp: string;
  limits: AccountLimits;
  /** The shop's public address; when set, reset links must point into it. */
  publicUrl: string | undefined;
  /** Tells the outbox worker that a message is waiting. */
  wakeMail: () => void;
}
