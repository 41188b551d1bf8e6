import type { Language, StaffRole } from '@museum-shop/contract';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { staffInvites, staffMembers, staffSessions, staffSettings } from '../../../db/schema/staff.ts';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/**
 * The member of a staff session that has not ended: before its `expires_at`, used within
 * `idleMs`, and its account active.
 */
export async function findStaffSession(db: Db, tokenHash: string, now: Date, idleMs: number) {
  const [row] = await db
    .select({
      staffId: staffMembers.id,
      shopId: staffMembers.shopId,
      role: staffMembers.role,
      name: staffMembers.name,
      email: staffMembers.email,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        eq(staffMembers.active, true),
      ),
    );
  return row;
}

export async function touchStaffSession(db: Db, tokenHash: string, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function insertStaffSession(db: Db, session: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(session);
}

export async function deleteStaffSession(db: Db, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfMember(db: Db, staffId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Sessions and used or lapsed invitations past their end. */
export async function deleteEndedStaffSessions(db: Db, now: Date, idleMs: number) {
  await db
    .delete(staffSessions)
    .where(
      sql`${staffSessions.expiresAt} <= ${now} or ${staffSessions.lastSeenAt} <= ${new Date(now.getTime() - idleMs)}`,
    );
}

export async function findMemberByEmail(db: Db, shopId: number, email: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.shopId, shopId), eq(staffMembers.email, email)));
  return row;
}

export async function findMember(db: Db, shopId: number, id: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.shopId, shopId), eq(staffMembers.id, id)));
  return row;
}

export async function lockMember(tx: Db, shopId: number, id: string) {
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.shopId, shopId), eq(staffMembers.id, id)))
    .for('update');
  return row;
}

export async function insertMember(
  db: Db,
  member: { shopId: number; email: string; name: string; role: StaffRole; lang: Language; createdAt: Date },
) {
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return row;
}

export async function updateMember(db: Db, id: string, values: Partial<typeof staffMembers.$inferInsert>) {
  const [row] = await db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
  return row;
}

export function listMembers(db: Db, shopId: number, limit: number, offset: number) {
  return db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.shopId, shopId))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id))
    .limit(limit)
    .offset(offset);
}

/** Active owners of a shop other than `exceptId`; the owners' rows are locked against a second demotion at once. */
export async function otherActiveOwners(tx: Db, shopId: number, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.shopId, shopId),
        eq(staffMembers.role, 'owner'),
        eq(staffMembers.active, true),
        sql`${staffMembers.passwordHash} is not null`,
        ne(staffMembers.id, exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

export async function countMembers(db: Db, shopId: number) {
  const [row] = await db.select({ n: count() }).from(staffMembers).where(eq(staffMembers.shopId, shopId));
  return row?.n ?? 0;
}

export async function insertInvite(db: Db, invite: typeof staffInvites.$inferInsert) {
  await db.insert(staffInvites).values(invite);
}

/** Takes an invitation that is unused and has not expired: marks it used and answers its member. */
export async function takeInvite(tx: Db, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .returning({ staffId: staffInvites.staffId });
  return row;
}

/**
 * The member an invitation that can still be accepted is for (unused, not expired, the account of
 * this shop and active), read without using it up: what the accept screen shows.
 */
export async function findOpenInvite(db: Db, shopId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffInvites)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        eq(staffMembers.shopId, shopId),
        eq(staffMembers.active, true),
      ),
    );
  return row;
}

/** Ends a member's open invitations (a new one replaces them). */
export async function endInvitesOfMember(db: Db, staffId: string, now: Date) {
  await db
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt)));
}

/** The box office's refund limit when the owner set none: 100.00. */
export const DEFAULT_BOX_OFFICE_REFUND_LIMIT = 10_000;

export async function findStaffSettings(db: Db, shopId: number) {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.shopId, shopId));
  return { boxOfficeRefundLimit: row?.boxOfficeRefundLimit ?? DEFAULT_BOX_OFFICE_REFUND_LIMIT };
}

export async function saveStaffSettings(db: Db, shopId: number, boxOfficeRefundLimit: number) {
  await db
    .insert(staffSettings)
    .values({ shopId, boxOfficeRefundLimit })
    .onConflictDoUpdate({ target: staffSettings.shopId, set: { boxOfficeRefundLimit } });
}
