import { configEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { getAppConfig } from './config.service.ts';

export interface ConfigRoutesOptions {
  /** Payments take no real money (the sandbox, a provider's test keys): the shop says "test mode". */
  testMode: boolean;
}

export async function configRoutes(app: FastifyInstance, options: ConfigRoutesOptions) {
  registerEndpoint(
    app,
    configEndpoint,
    async ({ shop }) => ({
      data: { ...(await getAppConfig(app.db, shop.shopId)), test_mode: options.testMode },
    }),
    // Every visitor's first load fetches it.
    { compress: true },
  );
}
