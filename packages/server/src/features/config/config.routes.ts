import { configEndpoint, shopPreviewEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { findPreviewDraft } from '../../db/repositories/preview-drafts.repository.ts';
import { notFound } from '../../errors.ts';
import { registerEndpoint } from '../../http.ts';
import { readPreviewToken } from '../../lib/preview-token.ts';
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
  // With a draft's token, the configuration with the owner's unsaved edits comes along.
  registerEndpoint(app, shopPreviewEndpoint, async ({ shop, query }) => {
    const refused = () => notFound('NOT_FOUND', 'This preview link is not valid (any more)');
    const grant = await readPreviewToken(app.db, shop.shopId, query.token, shop.now);
    if (!grant) throw refused();
    const until = grant.until.toISOString();
    if (!grant.draftId) return { data: { until } };
    const config = await findPreviewDraft(app.db, shop.shopId, grant.draftId);
    if (!config) throw refused();
    return { data: { until, config: { ...config, test_mode: options.testMode } } };
  });
}
