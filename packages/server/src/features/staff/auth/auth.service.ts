import type { Language, StaffMember, StaffRole, StaffSession } from '@museum-shop/contract';
import type { Database, Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { hashSecret, needsRehash, verifySecret } from '../../../lib/argon2.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import type { Mailer } from '../../../mail/outbox.ts';
import {
  clientKey,
  RateLimitedError,
  type RateLimitRule,
  returnRateLimitAttempt,
  type SlowDownRule,
  takeRateLimit,
  takeSlowDown,
} from '../../../rate-limits.ts';
import { hashToken, newToken } from '../../../tokens.ts';
import { audit } from '../audit/audit.service.ts';
import { nextCursor } from '../pages.ts';
import type { StaffPrincipal, StaffSessionTimes } from '../staff-access.ts';
import {
  deleteSessionsOfMember,
  deleteStaffSession,
  endInvitesOfMember,
  findMember,
  findMemberByEmail,
  findStaffSettings,
  insertInvite,
  insertMember,
  insertStaffSession,
  listMembers,
  lockMember,
  otherActiveOwners,
  type StaffMemberRow,
  saveStaffSettings,
  takeInvite,
  updateMember,
} from './auth.repository.ts';
import { auditFailedSignIn, passwordFailure, type SignInFailure } from './failed-sign-ins.ts';
import { composeInvitationMail } from './invitation-mail.ts';

/**
 * Sign-in limits (issue 40): every attempt counts against the client; a wrong password counts
 * against the address from that client, refused past its limit, so no one client guesses on; and
 * against the address from all clients, which only slows sign-ins down, so that strangers guessing
 * from many addresses never lock the member out: the right password is always let in.
 */
export interface StaffAuthLimits {
  loginPerClient: RateLimitRule;
  loginFailuresPerClientAndEmail: RateLimitRule;
  loginSlowDownPerEmail: SlowDownRule;
  /** Invitation tokens tried per client. */
  acceptPerClient: RateLimitRule;
  /** Invitations read per client (the accept screen, before the password is chosen). */
  invitationPerClient: RateLimitRule;
}
export const DEFAULT_STAFF_AUTH_LIMITS: StaffAuthLimits = {
  loginPerClient: { limit: 20, windowMs: 15 * 60_000 },
  loginFailuresPerClientAndEmail: { limit: 5, windowMs: 15 * 60_000 },
  loginSlowDownPerEmail: { freeAttempts: 5, windowMs: 15 * 60_000, firstDelayMs: 500, maxDelayMs: 8_000 },
  acceptPerClient: { limit: 10, windowMs: 15 * 60_000 },
  invitationPerClient: { limit: 20, windowMs: 15 * 60_000 },
};

/** How long an invitation (and the first owner's link) can be used. */
export const INVITE_MS = 7 * 24 * 60 * 60_000;

export interface StaffAuthDeps {
  db: Database;
  mailer: Mailer;
  times: StaffSessionTimes;
  limits: StaffAuthLimits;
  /** The shop's address; the admin app is under `/admin`. */
  shopUrl: string;
  /** Waits before a slowed-down sign-in is tried; tests see the wait instead of spending it. */
  wait: (ms: number) => Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function toMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active && row.passwordHash !== null,
    invited: row.passwordHash === null,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What a member may refund at once: the box office up to the owner's limit, the owner without one. */
export async function refundLimitOf(db: Db, shopId: number, role: StaffRole): Promise<number | null> {
  if (role === 'owner') return null;
  if (role === 'viewer') return 0;
  return (await findStaffSettings(db, shopId)).boxOfficeRefundLimit;
}

/** The one-time sign-in link of an invitation: into the admin app, the token after `#` (never sent to a server log). */
export const acceptLink = (shopUrl: string, token: string) =>
  `${shopUrl.replace(/\/+$/, '')}/admin/accept#token=${token}`;

async function startSession(
  tx: Db,
  deps: Pick<StaffAuthDeps, 'times'>,
  member: StaffMemberRow,
  now: Date,
): Promise<StaffSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.times.absoluteMs);
  await insertStaffSession(tx, {
    tokenHash: hashToken(token),
    staffId: member.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  const updated = (await updateMember(tx, member.id, { lastLoginAt: now })) ?? member;
  return {
    token,
    expires_at: expiresAt.toISOString(),
    member: toMember(updated),
    refund_limit: await refundLimitOf(tx, member.shopId, member.role),
  };
}

export async function login(
  deps: StaffAuthDeps,
  shop: ShopContext,
  body: { email: string; password: string },
  ip: string,
): Promise<StaffSession> {
  const email = normaliseEmail(body.email);
  const { db, limits } = deps;
  const address = `${shop.shopId}:${email}`;
  // A limit's refusal is audit-logged the first time in its window only: the rest of the window's
  // retries would add a row each, and say nothing new (issue 40).
  const limited = async (failure: SignInFailure, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof RateLimitedError && error.firstInWindow)
        await auditFailedSignIn(db, shop, { email, ip, failure });
      throw error;
    }
  };
  // Counted before the password is checked, so concurrent guesses cannot slip past, and given back
  // when it was right: a success undoes only its own count, never a stranger's.
  await limited('client_limit', () =>
    takeRateLimit(db, 'staff-login-client', clientKey(ip), limits.loginPerClient, shop.now),
  );
  const fromClient = `${address}|${clientKey(ip)}`;
  await limited('address_limit', () =>
    takeRateLimit(db, 'staff-login-failures', fromClient, limits.loginFailuresPerClientAndEmail, shop.now),
  );
  const slowDown = limits.loginSlowDownPerEmail;
  const delayMs = await takeSlowDown(db, 'staff-login-email', address, slowDown, shop.now);
  if (delayMs > 0) await deps.wait(delayMs);
  const member = await findMemberByEmail(db, shop.shopId, email);
  const ok = await verifySecret(member?.active ? member.passwordHash : null, body.password);
  if (!member || !ok) {
    // Within the per-client limit above: at most its allowance of rows per client and window.
    await auditFailedSignIn(db, shop, {
      email,
      ip,
      failure: passwordFailure(member),
      member: member ?? null,
      delayMs,
    });
    throw new AppError(401, 'LOGIN_FAILED', 'The e-mail address or the password is wrong');
  }
  await returnRateLimitAttempt(
    db,
    'staff-login-failures',
    fromClient,
    limits.loginFailuresPerClientAndEmail,
    shop.now,
  );
  await returnRateLimitAttempt(db, 'staff-login-email', address, slowDown, shop.now);
  const rehash =
    member.passwordHash && needsRehash(member.passwordHash) ? await hashSecret(body.password) : null;
  return deps.db.transaction(async (tx) => {
    if (rehash) await updateMember(tx, member.id, { passwordHash: rehash });
    const session = await startSession(tx, deps, member, shop.now);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: member.id,
        action: 'staff.login',
        subjectKind: 'staff',
        subjectId: member.id,
        clientAddress: ip,
      },
      shop.now,
    );
    return session;
  });
}

export async function acceptInvite(
  deps: StaffAuthDeps,
  shop: ShopContext,
  body: { token: string; password: string; name?: string | undefined },
  ip: string,
): Promise<StaffSession> {
  await takeRateLimit(deps.db, 'staff-accept-client', clientKey(ip), deps.limits.acceptPerClient, shop.now);
  const passwordHash = await hashSecret(body.password);
  const invalid = () =>
    new AppError(422, 'STAFF_INVITE_INVALID', 'This sign-in link is unknown, used or expired');
  return deps.db.transaction(async (tx) => {
    const invite = await takeInvite(tx, hashToken(body.token), shop.now);
    if (!invite) throw invalid();
    const member = await lockMember(tx, shop.shopId, invite.staffId);
    if (!member?.active) throw invalid();
    const name = body.name?.trim() || member.name;
    const updated = await updateMember(tx, member.id, { passwordHash, name });
    if (!updated) throw invalid();
    // A new password ends every session the account had.
    await deleteSessionsOfMember(tx, member.id);
    const session = await startSession(tx, deps, updated, shop.now);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: member.id,
        action: 'staff.accept',
        subjectKind: 'staff',
        subjectId: member.id,
        before: { invited: member.passwordHash === null, name: member.name },
        after: { invited: false, name },
        clientAddress: ip,
      },
      shop.now,
    );
    return session;
  });
}

export async function logout(db: Database, staff: StaffPrincipal, now: Date) {
  await db.transaction(async (tx) => {
    await deleteStaffSession(tx, staff.tokenHash);
    await audit(
      tx,
      {
        shopId: staff.shopId,
        staffId: staff.staffId,
        action: 'staff.logout',
        subjectKind: 'staff',
        subjectId: staff.staffId,
      },
      now,
    );
  });
}

export async function me(db: Db, staff: StaffPrincipal): Promise<StaffSession> {
  const member = await findMember(db, staff.shopId, staff.staffId);
  if (!member) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in');
  return {
    token: staff.token,
    expires_at: staff.expiresAt.toISOString(),
    member: toMember(member),
    refund_limit: await refundLimitOf(db, staff.shopId, staff.role),
  };
}

export async function membersPage(db: Db, shopId: number, limit: number, offset: number) {
  const rows = await listMembers(db, shopId, limit + 1, offset);
  return {
    items: rows.slice(0, limit).map(toMember),
    next_cursor: nextCursor(offset, limit, rows.length > limit),
  };
}

/** Makes a one-time link for a member (an invitation, or `staff:create`'s first owner) in `tx`. */
export async function newInvite(tx: Db, staffId: string, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_MS);
  await endInvitesOfMember(tx, staffId, now);
  await insertInvite(tx, { tokenHash: hashToken(token), staffId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function inviteMember(
  deps: StaffAuthDeps,
  shop: ShopContext,
  staff: StaffPrincipal,
  body: { email: string; name: string; role: StaffRole; lang?: Language | undefined },
) {
  const email = normaliseEmail(body.email);
  const lang = body.lang ?? shop.lang;
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await insertMember(tx, {
      shopId: shop.shopId,
      email,
      name: body.name.trim(),
      role: body.role,
      lang,
      createdAt: shop.now,
    });
    if (!member) throw new AppError(409, 'STAFF_EMAIL_TAKEN', 'A member of staff has this e-mail address');
    const { token, expiresAt } = await newInvite(tx, member.id, shop.now);
    const invitation = composeInvitationMail({
      lang,
      name: member.name,
      link: acceptLink(deps.shopUrl, token),
      expiresAt,
      timeZone: shop.timeZone,
    });
    const mail = await deps.mailer.queue(
      tx,
      {
        shopId: shop.shopId,
        recipient: email,
        ...invitation,
        lang,
        kind: 'account',
        expiresAt,
      },
      shop.now,
    );
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'staff.invite',
        subjectKind: 'staff',
        subjectId: member.id,
        after: { email, name: member.name, role: member.role },
      },
      shop.now,
    );
    return { member, expiresAt, mail };
  });
  deps.mailer.sendSoon([outcome.mail]);
  return { member: toMember(outcome.member), invite_expires_at: outcome.expiresAt.toISOString() };
}

export async function changeMember(
  db: Database,
  shop: ShopContext,
  staff: StaffPrincipal,
  id: string,
  body: { role?: StaffRole | undefined; name?: string | undefined; active?: boolean | undefined },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, shop.shopId, id);
    if (!member) throw new AppError(404, 'NOT_FOUND', 'No such member of staff');
    const role = body.role ?? member.role;
    const active = body.active ?? member.active;
    const losesOwner = member.role === 'owner' && member.active && (role !== 'owner' || !active);
    if (losesOwner && (await otherActiveOwners(tx, shop.shopId, member.id)) === 0)
      throw new AppError(409, 'STAFF_LAST_OWNER', 'The shop keeps at least one active owner');
    const name = body.name?.trim() || member.name;
    const updated = await updateMember(tx, member.id, { role, active, name });
    if (!updated) throw new AppError(404, 'NOT_FOUND', 'No such member of staff');
    // A role taken away or an account locked ends its sessions at once.
    if (role !== member.role || !active) await deleteSessionsOfMember(tx, member.id);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'staff.update',
        subjectKind: 'staff',
        subjectId: member.id,
        before: { role: member.role, name: member.name, active: member.active },
        after: { role, name, active },
      },
      shop.now,
    );
    return toMember(updated);
  });
}

export async function settings(db: Db, shopId: number) {
  return { box_office_refund_limit: (await findStaffSettings(db, shopId)).boxOfficeRefundLimit };
}

export async function changeSettings(db: Database, shop: ShopContext, staff: StaffPrincipal, limit: number) {
  return db.transaction(async (tx) => {
    const before = await findStaffSettings(tx, shop.shopId);
    await saveStaffSettings(tx, shop.shopId, limit);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'settings.update',
        subjectKind: 'settings',
        subjectId: String(shop.shopId),
        before: { box_office_refund_limit: before.boxOfficeRefundLimit },
        after: { box_office_refund_limit: limit },
      },
      shop.now,
    );
    return { box_office_refund_limit: limit };
  });
}

/** Creates a member and a one-time sign-in link without anyone signed in: the `staff:create` command. */
export async function createMemberWithLink(
  db: Database,
  input: { shopId: number; email: string; name: string; role: StaffRole; lang: Language },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const email = normaliseEmail(input.email);
    const existing = await findMemberByEmail(tx, input.shopId, email);
    const member =
      existing ??
      (await insertMember(tx, {
        shopId: input.shopId,
        email,
        name: input.name,
        role: input.role,
        lang: input.lang,
        createdAt: now,
      }));
    if (!member) throw new Error('the member was not created');
    if (existing) await updateMember(tx, member.id, { role: input.role, active: true });
    const { token, expiresAt } = await newInvite(tx, member.id, now);
    await audit(
      tx,
      {
        shopId: input.shopId,
        staffId: null,
        action: 'staff.create',
        subjectKind: 'staff',
        subjectId: member.id,
        before: existing ? { role: existing.role, active: existing.active } : null,
        after: { email, role: input.role },
      },
      now,
    );
    return { member, token, expiresAt };
  });
}
