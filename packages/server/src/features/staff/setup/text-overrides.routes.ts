import { staffTextSaveEndpoint, staffTextsEndpoint } from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint } from '../staff-access.ts';
import { listTexts, saveTextOverride } from './text-overrides.service.ts';

/**
 * The text override editor (issue 34): the owner lists the visitor app's interface texts of a
 * language beside the museum's own, sets one or resets it to standard. Visitors get the change
 * with GET config once their cache lapses (CATALOG_CACHE_MS).
 */
export function textOverrideRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffTextsEndpoint, async ({ shop, params }) => ({
    data: { lang: params.lang, texts: await listTexts(app.db, shop.shopId, params.lang) },
  }));
  registerStaffEndpoint(app, staffTextSaveEndpoint, async ({ staff, params, body }) => ({
    data: await saveTextOverride(
      app.db,
      { shopId: staff.shopId, staffId: staff.staffId, now: app.clock() },
      params.lang,
      body,
    ),
  }));
}
