import {
  normaliseVoucherCode,
  normaliseVoucherPrefix,
  type StaffVoucherCode,
  type VoucherBatch,
  type VoucherBatchRequest,
  type VoucherCodeUse,
  voucherBatchProblems,
  voucherCodeState,
  voucherCodeWithPrefix,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { fieldProblems, notFound } from '../../errors.ts';
import { fromUtcPlusOne, toUtcPlusOne } from '../../lib/dates.ts';
import { randomVoucherCode } from '../../lib/voucher-code-text.ts';
import {
  batchVoucherCodes,
  disableVoucherCode,
  findVoucherBatch,
  findVoucherCodeById,
  insertNewVoucherCodes,
  insertVoucherBatch,
  knownTargets,
  listVoucherBatches,
  listVoucherCodes,
  lockVoucherCode,
  type VoucherBatchRow,
  type VoucherCodeRow,
  voucherCodeUses,
  voucherTargets,
} from './voucher-codes.repository.ts';
import { auditVouchers, type VoucherEditor, type VoucherProblem } from './voucher-editor.ts';

const codeNotFound = () => notFound('NOT_FOUND', 'There is no such voucher code');

export const staffCodeOf = (row: VoucherCodeRow, now: Date): StaffVoucherCode => ({
  id: row.id,
  code: row.code,
  batch_id: row.batchId,
  amount: row.amount,
  balance: Math.max(0, row.amount - row.taken),
  valid_from: toUtcPlusOne(row.validFrom),
  valid_to: toUtcPlusOne(row.validTo),
  state: voucherCodeState({ ...row, usedAmount: row.taken, disabled: row.disabledAt !== null }, now),
  limit: row.redeemableFor,
});

const batchOf = (row: VoucherBatchRow): VoucherBatch => ({
  id: row.id,
  label: row.label,
  prefix: row.prefix,
  count: row.count,
  value: row.amount,
  valid_from: toUtcPlusOne(row.validFrom),
  valid_to: toUtcPlusOne(row.validTo),
  limit: row.redeemableFor,
  created_at: toUtcPlusOne(row.createdAt),
});

/** Codes found by their text (or of a batch), the latest batches, and what a limit may name. */
export async function listStaffVoucherCodes(
  db: Db,
  shopId: number,
  now: Date,
  filter: { search?: string | undefined; batch?: number | undefined },
) {
  const search = filter.search === undefined ? undefined : normaliseVoucherCode(filter.search);
  const [codes, batches, targets] = await Promise.all([
    listVoucherCodes(db, shopId, { search: search || undefined, batchId: filter.batch }),
    listVoucherBatches(db, shopId),
    voucherTargets(db, shopId),
  ]);
  return { codes: codes.map((row) => staffCodeOf(row, now)), batches: batches.map(batchOf), targets };
}

export async function readStaffVoucherCode(db: Db, shopId: number, id: number, now: Date) {
  const row = await findVoucherCodeById(db, shopId, id);
  if (!row) throw codeNotFound();
  const uses = (await voucherCodeUses(db, id, now)).map(
    (use): VoucherCodeUse => ({
      order_number: use.orderNumber,
      amount: use.amount,
      at: toUtcPlusOne(use.at),
      state: use.status === 'sold' ? 'sold' : 'held',
    }),
  );
  return { code: staffCodeOf(row, now), uses };
}

/** Rounds of drawing new random codes for those that met a code the shop has: one is already a miracle. */
const DRAWS = 5;

/**
 * Makes a batch (one code is a batch of one) in one transaction: the contract's rules, then every
 * product its limit names must be the shop's; then `count` random codes, unique in the shop (a code
 * that meets an existing one is drawn again). A refused batch writes nothing.
 */
export async function createVoucherBatch(db: Db, editor: VoucherEditor, request: VoucherBatchRequest) {
  const problems: VoucherProblem[] = voucherBatchProblems(request);
  const limit = request.limit;
  if (problems.length === 0 && limit) {
    const known = await knownTargets(db, editor.shopId, [...limit.products]);
    limit.products.forEach((ref, index) => {
      if (!known.has(`${ref.kind}:${ref.id}`))
        problems.push({ path: `limit.products.${index}`, code: 'unknown_product' });
    });
  }
  if (problems.length > 0) throw fieldProblems(problems);
  const prefix = normaliseVoucherPrefix(request.prefix);
  const validFrom = fromUtcPlusOne(request.valid_from);
  const validTo = fromUtcPlusOne(request.valid_to);
  return db.transaction(async (tx) => {
    const batch = await insertVoucherBatch(tx, {
      shopId: editor.shopId,
      label: request.label.trim(),
      prefix,
      count: request.count,
      amount: request.value,
      validFrom,
      validTo,
      redeemableFor: limit,
      createdBy: editor.staffId,
      createdAt: editor.now,
    });
    let missing = request.count;
    for (let draw = 0; missing > 0; draw += 1) {
      if (draw === DRAWS) throw new Error('voucher codes kept meeting existing ones');
      const texts = new Set<string>();
      while (texts.size < missing) texts.add(voucherCodeWithPrefix(prefix, randomVoucherCode()));
      const written = await insertNewVoucherCodes(
        tx,
        [...texts].map((code) => ({
          shopId: editor.shopId,
          code,
          // What the visitor's code lookup names it: the batch's label, or the code itself.
          name: Object.fromEntries(
            editor.languages.map((language) => [language, request.label.trim() || code]),
          ),
          amount: request.value,
          validFrom,
          validTo,
          batchId: batch.id,
          redeemableFor: limit,
        })),
      );
      missing -= written.size;
    }
    const made = batchOf(batch);
    // The codes themselves are not written to the log: it is read by more people than the codes are for.
    await auditVouchers(tx, editor, 'voucher_code.create', { kind: 'voucher_code', id: batch.id }, null, {
      ...made,
    });
    return made;
  });
}

/** Disables a code: the cart refuses it from now on (as an unknown code); what it paid stays paid. */
export async function disableStaffVoucherCode(db: Db, editor: VoucherEditor, id: number) {
  await db.transaction(async (tx) => {
    const locked = await lockVoucherCode(tx, editor.shopId, id);
    if (!locked) throw codeNotFound();
    if (locked.disabledAt !== null) return;
    const before = await findVoucherCodeById(tx, editor.shopId, id);
    await disableVoucherCode(tx, id, editor.now);
    await auditVouchers(
      tx,
      editor,
      'voucher_code.disable',
      { kind: 'voucher_code', id },
      before ? { code: before.code, balance: Math.max(0, before.amount - before.taken) } : null,
      { disabled_at: toUtcPlusOne(editor.now) },
    );
  });
  const row = await findVoucherCodeById(db, editor.shopId, id);
  if (!row) throw codeNotFound();
  return staffCodeOf(row, editor.now);
}

/** A batch's codes as CSV rows: code, value, valid from, valid to (UTC+1), balance; money in euros. */
export async function voucherBatchRows(db: Db, editor: VoucherEditor, batchId: number) {
  const batch = await findVoucherBatch(db, editor.shopId, batchId);
  if (!batch) throw notFound('NOT_FOUND', 'There is no such batch of voucher codes');
  const codes = await batchVoucherCodes(db, batchId);
  await auditVouchers(db, editor, 'voucher_code.export', { kind: 'voucher_code', id: batchId }, null, {
    count: codes.length,
  });
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return {
    batch,
    rows: codes.map((row) => ({
      code: row.code,
      value: euros(row.amount),
      validFrom: toUtcPlusOne(row.validFrom),
      validTo: toUtcPlusOne(row.validTo),
      balance: euros(Math.max(0, row.amount - row.taken)),
    })),
  };
}
