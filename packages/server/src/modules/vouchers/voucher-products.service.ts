import {
  type EventStatus,
  type StaffVoucherProduct,
  type VoucherGroupsDocument,
  type VoucherProductDocument,
  voucherProductProblems,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { fieldProblems, notFound } from '../../errors.ts';
import { shopVatRates } from '../catalog/index.ts';
import { auditVouchers, type VoucherEditor, type VoucherProblem } from './voucher-editor.ts';
import {
  deleteVoucherGroups,
  findShopVoucherProduct,
  insertVoucherProduct,
  listShopVoucherGroups,
  listShopVoucherProducts,
  updateVoucherProduct,
  type VoucherProductRow,
  type VoucherProductValues,
  voucherGroupsInUse,
  writeVoucherGroup,
} from './voucher-products.repository.ts';

const productNotFound = () => notFound('NOT_FOUND', 'There is no such voucher product');

export const documentOf = (row: VoucherProductRow): VoucherProductDocument => ({
  name: row.name,
  description: row.description,
  image: row.image,
  group_id: row.groupId,
  price: row.price,
  vat_value: row.vatValue,
  variable_amount: row.variableAmount,
  min_amount: row.variableAmount ? row.minAmount : null,
  max_amount: row.variableAmount ? row.maxAmount : null,
  sequence_no: row.sequenceNo,
});

const staffProductOf = (row: VoucherProductRow): StaffVoucherProduct => ({
  id: row.id,
  status: row.status,
  document: documentOf(row),
});

export const valuesOf = (document: VoucherProductDocument): VoucherProductValues => ({
  name: document.name,
  description: document.description,
  image: document.image,
  groupId: document.group_id,
  price: document.price,
  vatValue: document.vat_value,
  variableAmount: document.variable_amount,
  // A fixed value has no bounds; keeping old ones would confuse the next switch to a free amount.
  minAmount: document.variable_amount ? document.min_amount : null,
  maxAmount: document.variable_amount ? document.max_amount : null,
  sequenceNo: document.sequence_no,
});

/**
 * The voucher products in every state, their groups, and the VAT rates the editor offers: none
 * (a voucher for anything is taxed when it is used), the rates the shop's tickets and products use,
 * and those its voucher products have.
 */
export async function listStaffVoucherProducts(db: Db, shopId: number) {
  const [rows, groups, shopRates] = await Promise.all([
    listShopVoucherProducts(db, shopId),
    listShopVoucherGroups(db, shopId),
    shopVatRates(db, shopId),
  ]);
  const rates = new Set([0, ...shopRates, ...rows.map((row) => row.vatValue)]);
  return { products: rows.map(staffProductOf), groups, vat_rates: [...rates].sort((a, b) => a - b) };
}

/** The contract's rules and the group the product names: each problem at its path. */
async function checkProduct(db: Db, editor: VoucherEditor, document: VoucherProductDocument) {
  const problems: VoucherProblem[] = voucherProductProblems(document, editor.languages);
  const groups = await listShopVoucherGroups(db, editor.shopId);
  if (!groups.some((group) => group.id === document.group_id))
    problems.push({ path: 'group_id', code: 'unknown_group' });
  if (problems.length > 0) throw fieldProblems(problems);
}

/** A new product is a draft: the owner publishes it when its texts and picture are ready. */
export async function createVoucherProduct(db: Db, editor: VoucherEditor, document: VoucherProductDocument) {
  return db.transaction(async (tx) => {
    await checkProduct(tx, editor, document);
    const row = await insertVoucherProduct(tx, editor.shopId, valuesOf(document));
    await auditVouchers(tx, editor, 'voucher.create', { kind: 'voucher', id: row.id }, null, {
      ...documentOf(row),
    });
    return staffProductOf(row);
  });
}

/** Saves a product; codes sold before keep the value they were sold with. */
export async function saveVoucherProduct(
  db: Db,
  editor: VoucherEditor,
  id: number,
  document: VoucherProductDocument,
) {
  return db.transaction(async (tx) => {
    const before = await findShopVoucherProduct(tx, editor.shopId, id, { lock: true });
    if (!before) throw productNotFound();
    await checkProduct(tx, editor, document);
    const row = await updateVoucherProduct(tx, id, valuesOf(document));
    await auditVouchers(
      tx,
      editor,
      'voucher.update',
      { kind: 'voucher', id },
      { ...documentOf(before) },
      { ...documentOf(row) },
    );
    return staffProductOf(row);
  });
}

/** Publishes, archives or drafts a product; an archived one is no longer sold, its codes stay valid. */
export async function changeVoucherProductStatus(
  db: Db,
  editor: VoucherEditor,
  id: number,
  status: EventStatus,
) {
  return db.transaction(async (tx) => {
    const before = await findShopVoucherProduct(tx, editor.shopId, id, { lock: true });
    if (!before) throw productNotFound();
    const row = await updateVoucherProduct(tx, id, { status });
    await auditVouchers(
      tx,
      editor,
      'voucher.status',
      { kind: 'voucher', id },
      { status: before.status },
      { status },
    );
    return staffProductOf(row);
  });
}

/**
 * Saves the voucher groups whole in one transaction, in their new order: new ones added, the ones
 * left out deleted. A group of another shop is refused (unknown_group), one a product is sorted
 * into is refused (in_use), a group without a name too (required); then nothing changes.
 */
export async function saveVoucherGroups(
  db: Db,
  editor: VoucherEditor,
  document: VoucherGroupsDocument,
): Promise<VoucherGroupsDocument> {
  await db.transaction(async (tx) => {
    const before = await listShopVoucherGroups(tx, editor.shopId);
    const current = new Set(before.map((group) => group.id));
    const problems: VoucherProblem[] = [];
    document.groups.forEach((group, index) => {
      if (group.id !== null && !current.has(group.id))
        problems.push({ path: `groups.${index}`, code: 'unknown_group' });
      if (!Object.values(group.name).some((text) => text?.trim()))
        problems.push({ path: `groups.${index}.name`, code: 'required' });
    });
    const kept = new Set(document.groups.map((group) => group.id));
    const gone = before.map((group) => group.id).filter((id) => !kept.has(id));
    const inUse = await voucherGroupsInUse(tx, gone);
    for (const id of gone) if (inUse.has(id)) problems.push({ path: `groups.removed.${id}`, code: 'in_use' });
    if (problems.length > 0) throw fieldProblems(problems);
    await deleteVoucherGroups(tx, gone);
    for (const [index, group] of document.groups.entries())
      await writeVoucherGroup(tx, editor.shopId, group, index + 1);
    await auditVouchers(
      tx,
      editor,
      'voucher.groups',
      { kind: 'voucher', id: editor.shopId },
      { groups: before },
      { ...document },
    );
  });
  return { groups: await listShopVoucherGroups(db, editor.shopId) };
}
