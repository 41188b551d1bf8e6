import { configEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { getAppConfig } from './config.service.ts';

export async function configRoutes(app: FastifyInstance) {
  registerEndpoint(app, configEndpoint, async ({ shop }) => ({
    data: await getAppConfig(app.db, shop.shopId),
  }));
}
