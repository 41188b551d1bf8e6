import {
  voucherCodeEndpoint,
  voucherGroupsEndpoint,
  voucherListEndpoint,
  voucherProductEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { getVoucherProduct, listGroups, listVouchers, redeemableVoucherCode } from './vouchers.service.ts';

export async function voucherRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    voucherListEndpoint,
    async ({ shop, query }) => ({ data: { vouchers: await listVouchers(app.db, shop, query.group) } }),
    cached,
  );
  registerEndpoint(app, voucherProductEndpoint, async ({ shop, params }) => ({
    data: await getVoucherProduct(app.db, shop, params.id),
  }));
  registerEndpoint(
    app,
    voucherGroupsEndpoint,
    async ({ shop }) => ({ data: { group: await listGroups(app.db, shop) } }),
    cached,
  );
  // Never cached: a code's balance changes with every order that redeems it.
  registerEndpoint(app, voucherCodeEndpoint, async ({ shop, query }) => ({
    data: await redeemableVoucherCode(app.db, shop, query.voucher),
  }));
}
