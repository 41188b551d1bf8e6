import {
  CSV_MEDIA_TYPE,
  staffVoucherBatchCreateEndpoint,
  staffVoucherBatchExportEndpoint,
  staffVoucherCodeDisableEndpoint,
  staffVoucherCodeEndpoint,
  staffVoucherCodesEndpoint,
  staffVoucherGroupsSaveEndpoint,
  staffVoucherProductCreateEndpoint,
  staffVoucherProductSaveEndpoint,
  staffVoucherProductStatusEndpoint,
  staffVoucherProductsEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findShopConfig } from '../../db/repositories/shops.repository.ts';
import { registerStaffEndpoint, type StaffPrincipal } from '../../features/staff/staff-access.ts';
import { csvDocument, csvField } from '../../lib/csv.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import {
  createVoucherBatch,
  disableStaffVoucherCode,
  listStaffVoucherCodes,
  readStaffVoucherCode,
  voucherBatchRows,
} from './voucher-codes.service.ts';
import type { VoucherEditor } from './voucher-editor.ts';
import {
  changeVoucherProductStatus,
  createVoucherProduct,
  listStaffVoucherProducts,
  saveVoucherGroups,
  saveVoucherProduct,
} from './voucher-products.service.ts';

/** The CSV's header: what a print shop or a partner selling the codes reads. */
const CSV_HEADER = ['code', 'value', 'valid_from', 'valid_to', 'balance'];

/** The staff's voucher calls: products, groups and codes (in the staff routes' scope, which signs staff in). */
export function staffVoucherRoutes(app: FastifyInstance) {
  const editorOf = async (
    shop: ShopContext,
    staff: StaffPrincipal,
    request: FastifyRequest,
  ): Promise<VoucherEditor> => ({
    shopId: shop.shopId,
    staffId: staff.staffId,
    now: shop.now,
    languages: (await findShopConfig(app.db, shop.shopId))?.languages ?? [shop.defaultLanguage],
    clientAddress: request.ip,
  });

  registerStaffEndpoint(app, staffVoucherProductsEndpoint, async ({ shop }) => ({
    data: await listStaffVoucherProducts(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffVoucherProductCreateEndpoint, async ({ shop, staff, body, request }) => ({
    data: await createVoucherProduct(app.db, await editorOf(shop, staff, request), body),
  }));
  registerStaffEndpoint(
    app,
    staffVoucherProductSaveEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await saveVoucherProduct(app.db, await editorOf(shop, staff, request), params.id, body),
    }),
  );
  registerStaffEndpoint(
    app,
    staffVoucherProductStatusEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await changeVoucherProductStatus(
        app.db,
        await editorOf(shop, staff, request),
        params.id,
        body.status,
      ),
    }),
  );
  registerStaffEndpoint(app, staffVoucherGroupsSaveEndpoint, async ({ shop, staff, body, request }) => ({
    data: await saveVoucherGroups(app.db, await editorOf(shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffVoucherCodesEndpoint, async ({ shop, query }) => ({
    data: await listStaffVoucherCodes(app.db, shop.shopId, shop.now, query),
  }));
  registerStaffEndpoint(app, staffVoucherCodeEndpoint, async ({ shop, params }) => ({
    data: await readStaffVoucherCode(app.db, shop.shopId, params.id, shop.now),
  }));
  registerStaffEndpoint(app, staffVoucherBatchCreateEndpoint, async ({ shop, staff, body, request }) => ({
    data: await createVoucherBatch(app.db, await editorOf(shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffVoucherCodeDisableEndpoint, async ({ shop, staff, params, request }) => ({
    data: await disableStaffVoucherCode(app.db, await editorOf(shop, staff, request), params.id),
  }));
  registerStaffEndpoint(
    app,
    staffVoucherBatchExportEndpoint,
    async ({ shop, staff, params, request, reply }) => {
      const { batch, rows } = await voucherBatchRows(app.db, await editorOf(shop, staff, request), params.id);
      const file = csvDocument([
        CSV_HEADER,
        ...rows.map((row) => [csvField(row.code), row.value, row.validFrom, row.validTo, row.balance]),
      ]);
      const name = `vouchers-${batch.prefix ? `${batch.prefix}-` : ''}${batch.id}.csv`;
      reply
        .header('content-type', `${CSV_MEDIA_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${name}"`);
      return Buffer.from(file);
    },
  );
}
