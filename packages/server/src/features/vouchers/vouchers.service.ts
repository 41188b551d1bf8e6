import {
  type ErrorCode,
  type NamedRef,
  normaliseVoucherCode,
  type VoucherCode,
  type VoucherProduct,
  voucherCodeProblem,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { toUtcPlusOne } from '../../lib/dates.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import {
  findVoucherCode,
  findVoucherProduct,
  listVoucherGroups,
  listVoucherProducts,
} from './vouchers.repository.ts';

type VoucherProductRow = Awaited<ReturnType<typeof listVoucherProducts>>[number];

function toProduct(shop: ShopContext, row: VoucherProductRow): VoucherProduct {
  return {
    id: row.id,
    name: shop.t(row.name),
    description: shop.t(row.description),
    image: row.image,
    price: row.price,
    vat_value: row.vatValue,
    variable_amount: row.variableAmount,
    min_amount: row.variableAmount ? row.minAmount : null,
    max_amount: row.variableAmount ? row.maxAmount : null,
    groupId: row.groupId,
    sequence_no: row.sequenceNo,
  };
}

export async function listVouchers(db: Db, shop: ShopContext, groupId?: number): Promise<VoucherProduct[]> {
  return (await listVoucherProducts(db, shop.shopId, groupId)).map((row) => toProduct(shop, row));
}

export async function getVoucherProduct(
  db: Db,
  shop: ShopContext,
  productId: number,
): Promise<VoucherProduct> {
  const row = await findVoucherProduct(db, shop.shopId, productId);
  if (!row) throw notFound('VOUCHER_PRODUCT_NOT_FOUND', `No voucher with id ${productId}`);
  return toProduct(shop, row);
}

export async function listGroups(db: Db, shop: ShopContext): Promise<NamedRef[]> {
  return (await listVoucherGroups(db, shop.shopId)).map((row) => ({ id: row.id, name: shop.t(row.name) }));
}

const problemMessages: Partial<Record<ErrorCode, string>> = {
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: 'This voucher code is not valid yet',
  VOUCHER_NOW_IS_AFTER_VALID_TO: 'This voucher code has expired',
  VOUCHER_NO_AMOUNT_LEFT: 'This voucher code has been used up',
};

export async function redeemableVoucherCode(db: Db, shop: ShopContext, raw: string): Promise<VoucherCode> {
  const code = normaliseVoucherCode(raw);
  if (code === '') throw new AppError(400, 'INVALID_REQUEST', 'The voucher code is empty');
  const row = await findVoucherCode(db, shop.shopId, code);
  // 422 like the other lookup failures, so the web app can name it (spec §8).
  if (!row) throw new AppError(422, 'VOUCHER_NOT_FOUND', 'There is no voucher with this code');
  const problem = voucherCodeProblem(row, shop.now);
  if (problem) throw new AppError(422, problem, problemMessages[problem] ?? problem);
  return {
    id: row.id,
    name: shop.t(row.name),
    barcode: row.code,
    amount: row.amount,
    used_amount: row.usedAmount,
    available_amount: Math.max(0, row.amount - row.usedAmount),
    valid_from: toUtcPlusOne(row.validFrom),
    valid_to: toUtcPlusOne(row.validTo),
  };
}
