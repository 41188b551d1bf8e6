import { shippingCostsEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http.ts';
import { shippingCostsOf } from './shipping.service.ts';

/** POST checkout/shippingCosts (spec §7 "Shipping costs"; the spec does not name the endpoint). */
export async function shippingRoutes(app: FastifyInstance) {
  registerEndpoint(app, shippingCostsEndpoint, async ({ shop, session, body }) => ({
    data: await shippingCostsOf(app.db, shop.shopId, session, {
      items: body.cart.items,
      country: body.country,
    }),
  }));
}
