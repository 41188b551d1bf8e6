import {
  voucherCodeEndpoint,
  voucherGroupsEndpoint,
  voucherListEndpoint,
  voucherProductEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { findCatalogPictures } from '../../modules/media/index.ts';
import { type RateLimitRule, takeClientRateLimit } from '../../rate-limits.ts';
import { getVoucherProduct, listGroups, listVouchers, redeemableVoucherCode } from './vouchers.service.ts';

export interface VoucherRoutesOptions {
  /** Code lookups per client: each answer tells whether a code exists and what is left on it. */
  codeLookupsPerClient: RateLimitRule;
}

/**
 * A visitor types one or two codes, a museum desk sharing one address a few an hour; 30 in 10
 * minutes leaves them room, and caps guessing at about 4 300 codes a day per client, hopeless
 * against codes of any real length while a sweep over a short or leaked pattern stays slow.
 */
export const DEFAULT_VOUCHER_LOOKUPS_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

export async function voucherRoutes(app: FastifyInstance, options: VoucherRoutesOptions) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    voucherListEndpoint,
    async ({ shop, query }) => {
      const vouchers = await listVouchers(app.db, shop, query.group);
      // The vouchers' pictures in the widths the visitor's screen needs (issue 37).
      const pictures = await findCatalogPictures(
        app.db,
        shop.shopId,
        vouchers.map((voucher) => voucher.image),
      );
      return { data: { vouchers }, pictures };
    },
    cached,
  );
  registerEndpoint(app, voucherProductEndpoint, async ({ shop, params }) => {
    const voucher = await getVoucherProduct(app.db, shop, params.id);
    return { data: voucher, pictures: await findCatalogPictures(app.db, shop.shopId, [voucher.image]) };
  });
  registerEndpoint(
    app,
    voucherGroupsEndpoint,
    async ({ shop }) => ({ data: { group: await listGroups(app.db, shop) } }),
    cached,
  );
  // Never cached: a code's balance changes with every order that redeems it.
  registerEndpoint(app, voucherCodeEndpoint, async ({ shop, query, request }) => {
    await takeClientRateLimit(
      app.db,
      'voucher-lookup',
      request.ip,
      options.codeLookupsPerClient,
      app.clock(),
    );
    return { data: await redeemableVoucherCode(app.db, shop, query.voucher) };
  });
}
