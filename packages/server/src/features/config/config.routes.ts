import { configEndpoint, shopPreviewEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { registerEndpoint } from '../../http.ts';
import { previewTokenUntil } from '../../lib/preview-token.ts';
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
  // "View as visitor" (issue 34): the visitor app asks before it shows a shop that has not opened.
  registerEndpoint(app, shopPreviewEndpoint, async ({ shop, query }) => {
    const until = await previewTokenUntil(app.db, shop.shopId, query.token, shop.now);
    if (!until) throw notFound('NOT_FOUND', 'This preview link is not valid (any more)');
    return { data: { until: until.toISOString() } };
  });
}
