import {
  staffProductCreateEndpoint,
  staffProductDuplicateEndpoint,
  staffProductEndpoint,
  staffProductSaveEndpoint,
  staffProductStatusEndpoint,
  staffProductStockEndpoint,
  staffProductsEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import {
  changeProductStatus,
  createProduct,
  duplicateProduct,
  listStaffProducts,
  type ProductEditor,
  readStaffProduct,
  saveProduct,
} from './product-editing.service.ts';
import { changeProductStock } from './product-stock.service.ts';

/** Who changes a product, from where, by the server's clock; a product makes no slots, so no horizon. */
const editorOf = (shop: ShopContext, staff: { staffId: string }, request: FastifyRequest): ProductEditor => ({
  shopId: shop.shopId,
  staffId: staff.staffId,
  now: shop.now,
  today: shop.today,
  horizonDays: 0,
  defaultLanguage: shop.defaultLanguage,
  clientAddress: request.ip,
});

/** The staff's calls of the shop's products and their stock (issue 36), in the staff routes' scope. */
export function staffProductRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffProductsEndpoint, async ({ shop }) => ({
    data: await listStaffProducts(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffProductEndpoint, async ({ shop, params }) => ({
    data: await readStaffProduct(app.db, shop.shopId, params.id),
  }));
  registerStaffEndpoint(app, staffProductCreateEndpoint, async ({ shop, staff, body, request }) => ({
    data: await createProduct(app.db, editorOf(shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffProductSaveEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await saveProduct(app.db, editorOf(shop, staff, request), params.id, body),
  }));
  registerStaffEndpoint(app, staffProductStatusEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeProductStatus(app.db, editorOf(shop, staff, request), params.id, body.status),
  }));
  registerStaffEndpoint(app, staffProductDuplicateEndpoint, async ({ shop, staff, params, request }) => ({
    data: await duplicateProduct(app.db, editorOf(shop, staff, request), params.id),
  }));
  registerStaffEndpoint(app, staffProductStockEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeProductStock(app.db, editorOf(shop, staff, request), params.id, body),
  }));
}
