import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { orders } from '../../db/schema/checkout.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { voucherCodeBatches, voucherCodes } from '../../db/schema/vouchers.ts';
import { catalogItemNames } from '../catalog/index.ts';

export type VoucherBatchRow = typeof voucherCodeBatches.$inferSelect;
export type NewVoucherCode = typeof voucherCodes.$inferInsert;

/** A code with `taken`: used elsewhere, plus what orders and carts paying now take of it. */
function codesWithTaken(db: Db) {
  const counts = inventoryCounts(db, 'voucherCode', voucherCodes.id);
  return db
    .select({ code: voucherCodes, reserved: sql<number>`(${counts.sold} + ${counts.held})::int` })
    .from(voucherCodes)
    .innerJoinLateral(counts, sql`true`);
}

const withTaken = (rows: { code: typeof voucherCodes.$inferSelect; reserved: number }[]) =>
  rows.map(({ code, reserved }) => ({ ...code, taken: code.usedAmount + Number(reserved) }));
export type VoucherCodeRow = ReturnType<typeof withTaken>[number];

/** The most codes one list answers: staff narrow a search rather than page through thousands. */
const LIST_MAX = 100;

/** Codes of the shop, newest first: those containing `search` (codes are kept in capitals), or of a batch. */
export async function listVoucherCodes(
  db: Db,
  shopId: number,
  filter: { search?: string | undefined; batchId?: number | undefined },
) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await codesWithTaken(db)
    .where(
      and(
        eq(voucherCodes.shopId, shopId),
        pattern === undefined ? undefined : ilike(voucherCodes.code, pattern),
        filter.batchId === undefined ? undefined : eq(voucherCodes.batchId, filter.batchId),
      ),
    )
    .orderBy(desc(voucherCodes.id))
    .limit(LIST_MAX);
  return withTaken(rows);
}

export async function findVoucherCodeById(db: Db, shopId: number, id: number) {
  const rows = await codesWithTaken(db).where(and(eq(voucherCodes.shopId, shopId), eq(voucherCodes.id, id)));
  return withTaken(rows)[0];
}

/** Every code of a batch, in the order they were made, with what is left of each. */
export async function batchVoucherCodes(db: Db, batchId: number) {
  return withTaken(
    await codesWithTaken(db).where(eq(voucherCodes.batchId, batchId)).orderBy(asc(voucherCodes.id)),
  );
}

/** Locks a code's row, so a disabling and a cart taking from it are decided one after the other. */
export async function lockVoucherCode(tx: Db, shopId: number, id: number) {
  const [row] = await tx
    .select({ id: voucherCodes.id, disabledAt: voucherCodes.disabledAt })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.shopId, shopId), eq(voucherCodes.id, id)))
    .for('update');
  return row;
}

export async function disableVoucherCode(tx: Db, id: number, now: Date) {
  await tx
    .update(voucherCodes)
    .set({ disabledAt: now })
    .where(and(eq(voucherCodes.id, id), isNull(voucherCodes.disabledAt)));
}

/**
 * The orders that redeemed a code and the carts paying with it now: from the reservations that
 * take of it (sold, or held and not lapsed), each with its order's number once it is booked.
 */
export function voucherCodeUses(db: Db, codeId: number, now: Date) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      amount: reservationItems.amount,
      status: reservations.status,
      at: sql<Date>`coalesce(${orders.createdAt}, ${reservations.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .leftJoin(orders, eq(orders.cartId, reservations.cartId))
    .where(
      and(
        eq(reservationItems.voucherCodeId, codeId),
        ne(reservations.status, 'released'),
        or(eq(reservations.status, 'sold'), sql`${reservations.expiresAt} > ${now}`),
      ),
    )
    .orderBy(asc(reservations.createdAt));
}

export async function insertVoucherBatch(tx: Db, values: typeof voucherCodeBatches.$inferInsert) {
  const [row] = await tx.insert(voucherCodeBatches).values(values).returning();
  if (!row) throw new Error('the voucher batch was not written');
  return row;
}

/** Inserts codes, skipping any whose text the shop has already; answers the texts written. */
export async function insertNewVoucherCodes(tx: Db, codes: NewVoucherCode[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const written = new Set<string>();
  // In slices: one statement's parameters stay far below PostgreSQL's limit of 65 535.
  for (let start = 0; start < codes.length; start += 1000) {
    const rows = await tx
      .insert(voucherCodes)
      .values(codes.slice(start, start + 1000))
      .onConflictDoNothing({ target: [voucherCodes.shopId, voucherCodes.code] })
      .returning({ code: voucherCodes.code });
    for (const row of rows) written.add(row.code);
  }
  return written;
}

export function listVoucherBatches(db: Db, shopId: number) {
  return db
    .select()
    .from(voucherCodeBatches)
    .where(eq(voucherCodeBatches.shopId, shopId))
    .orderBy(desc(voucherCodeBatches.id))
    .limit(LIST_MAX);
}

export async function findVoucherBatch(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(voucherCodeBatches)
    .where(and(eq(voucherCodeBatches.shopId, shopId), eq(voucherCodeBatches.id, id)));
  return row;
}

/** What a code can be limited to: the shop's events, tours and articles, by name. */
export async function voucherTargets(db: Db, shopId: number) {
  const [catalogRows, articleRows] = await Promise.all([
    catalogItemNames(db, shopId),
    db
      .select({ id: merchandise.id, name: merchandise.name })
      .from(merchandise)
      .where(eq(merchandise.shopId, shopId)),
  ]);
  return [...catalogRows, ...articleRows.map((row) => ({ kind: 'article' as const, ...row }))];
}

/** Of these products, those the shop has (a limit may name only its own). */
export async function knownTargets(db: Db, shopId: number, refs: { kind: string; id: number }[]) {
  const articleIds = refs.filter((ref) => ref.kind === 'article').map((ref) => ref.id);
  const [catalogRows, articleRows] = await Promise.all([
    refs.some((ref) => ref.kind !== 'article') ? catalogItemNames(db, shopId) : [],
    articleIds.length === 0
      ? []
      : db
          .select({ id: merchandise.id })
          .from(merchandise)
          .where(and(eq(merchandise.shopId, shopId), inArray(merchandise.id, articleIds))),
  ]);
  return new Set([
    ...catalogRows.map((row) => `${row.kind}:${row.id}`),
    ...articleRows.map((row) => `article:${row.id}`),
  ]);
}
