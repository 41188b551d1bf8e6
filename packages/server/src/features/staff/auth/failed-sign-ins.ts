import type { Database } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { audit } from '../audit/audit.service.ts';
import { findMemberByEmail, type StaffMemberRow } from './auth.repository.ts';

/**
 * Why a staff sign-in was refused, as the audit log records it (`after.failure`): no member has the
 * address; the password is wrong; the account is disabled, or its invitation not yet accepted; the
 * client passed its attempts, or its wrong passwords for this address.
 */
export type SignInFailure =
  | 'unknown_email'
  | 'wrong_password'
  | 'disabled'
  | 'invited'
  | 'client_limit'
  | 'address_limit';

/** The failure of a sign-in that got as far as the password, for `member` (undefined: no such address). */
export function passwordFailure(member: StaffMemberRow | undefined): SignInFailure {
  if (!member) return 'unknown_email';
  if (!member.active) return 'disabled';
  return member.passwordHash === null ? 'invited' : 'wrong_password';
}

export interface FailedSignIn {
  /** The address tried, normalised; the password is never recorded. */
  email: string;
  /** The client's address as Fastify gives it, behind the trusted proxies. */
  ip: string;
  failure: SignInFailure;
  /** The member the address belongs to, where already read; undefined to look it up. */
  member?: StaffMemberRow | null | undefined;
  /** How long the slow-down per address held the attempt back (ms), where it did. */
  delayMs?: number;
}

/**
 * Writes a refused staff sign-in to the audit log (issue 40), in a statement of its own after the
 * refusal: the address tried, why, the client's address, and the member where the address is one's.
 * Only what the sign-in limits let through reaches it (every attempt counts against the client
 * first), and a limit's refusal is written once a window, so it grows no faster than they allow.
 */
export async function auditFailedSignIn(db: Database, shop: ShopContext, attempt: FailedSignIn) {
  const member =
    attempt.member === undefined ? await findMemberByEmail(db, shop.shopId, attempt.email) : attempt.member;
  await audit(
    db,
    {
      shopId: shop.shopId,
      staffId: member?.id ?? null,
      action: 'staff.login_failed',
      subjectKind: 'staff',
      subjectId: member?.id ?? attempt.email,
      after: {
        email: attempt.email,
        failure: attempt.failure,
        ...(attempt.delayMs ? { delay_ms: attempt.delayMs } : {}),
      },
      clientAddress: attempt.ip,
    },
    shop.now,
  );
}
