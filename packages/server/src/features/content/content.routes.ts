import { shopInfoEndpoint, staticPageEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { getShopInfo, getStaticPage } from './content.service.ts';

export async function contentRoutes(app: FastifyInstance) {
  registerEndpoint(app, shopInfoEndpoint, async ({ shop }) => ({ data: await getShopInfo(app.db, shop) }));
  registerEndpoint(app, staticPageEndpoint, async ({ shop, params }) => ({
    data: await getStaticPage(app.db, shop, params.id),
  }));
}
