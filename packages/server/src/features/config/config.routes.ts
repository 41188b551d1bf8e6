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
  /** Which wallets the museum set certificates for (issue 36): the shop shows their buttons then only. */
  wallets: { apple: boolean; google: boolean };
}

export async function configRoutes(app: FastifyInstance, options: ConfigRoutesOptions) {
  // What the server's environment decides, not the museum's stored configuration.
  const environment = {
    test_mode: options.testMode,
    apple_wallet: options.wallets.apple,
    google_wallet: options.wallets.google,
  };
  registerEndpoint(
    app,
    configEndpoint,
    async ({ shop }) => ({
      data: { ...(await getAppConfig(app.db, shop.shopId)), ...environment },
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
    return { data: { until, config: { ...config, ...environment } } };
  });
}
