import { DEFAULT_SHOP_ID } from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findShopBasics } from '../db/repositories/shops.repository.ts';
import { AppError } from '../errors.ts';
import { type ShopContext, shopContext } from '../lib/shop-context.ts';
import { ttlCache } from '../lib/ttl-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop of the call's `shop` query (the first shop without one), its languages and local time. */
    shop: ShopContext;
  }
}

/**
 * Resolves the shop once per API request, after the query is validated and before any feature
 * runs; an unknown shop is a 404 SHOP_NOT_FOUND for every call alike. Its basics (language, time
 * zone) are read at most once per `cacheMs` in each process, like the catalog's micro-cache
 * (decision 0004): every call needs them, and they change only when the museum is set up anew.
 */
export const shopPlugin = fp(
  async (app: FastifyInstance, options: { cacheMs: number }) => {
    const basicsOf = ttlCache(options.cacheMs, (shopId: number) => findShopBasics(app.db, shopId));
    app.decorateRequest('shop', null as unknown as ShopContext);
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const shopId = (request.query as { shop?: number } | undefined)?.shop ?? DEFAULT_SHOP_ID;
      const basics = await basicsOf(shopId);
      if (!basics) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${shopId}`);
      request.shop = shopContext({ shopId, ...basics }, request.lang, app.clock());
    });
  },
  { name: 'shop', dependencies: ['database', 'clock', 'language'] },
);
