import {
  staffShopBannersEndpoint,
  staffShopBannersSaveEndpoint,
  staffShopLegalLinksEndpoint,
  staffShopLegalLinksSaveEndpoint,
  staffShopPartnersEndpoint,
  staffShopPartnersSaveEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerStaffEndpoint, type StaffPrincipal } from '../staff-access.ts';
import type { SetupActor } from './setup-changes.ts';
import type { FindMedia } from './setup-read.ts';
import {
  loadBanners,
  loadLegalLinks,
  loadPartners,
  saveBanners,
  saveLegalLinks,
  savePartners,
} from './shop-links-images.service.ts';

/**
 * The footer's legal links, the partner logos and the banners (issue 34): the owner reads and
 * replaces each; visitors get the change with GET config / shopinfo once their cache lapses
 * (CATALOG_CACHE_MS).
 */
export function shopLinksImagesRoutes(app: FastifyInstance, findMedia: FindMedia) {
  const actor = (staff: StaffPrincipal): SetupActor => ({
    shopId: staff.shopId,
    staffId: staff.staffId,
    now: app.clock(),
  });
  registerStaffEndpoint(app, staffShopLegalLinksEndpoint, async ({ shop }) => ({
    data: await loadLegalLinks(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffShopLegalLinksSaveEndpoint, async ({ staff, body }) => ({
    data: await saveLegalLinks(app.db, actor(staff), body.links),
  }));
  registerStaffEndpoint(app, staffShopPartnersEndpoint, async ({ shop }) => ({
    data: await loadPartners(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffShopPartnersSaveEndpoint, async ({ staff, body }) => ({
    data: await savePartners(app.db, actor(staff), body, findMedia),
  }));
  registerStaffEndpoint(app, staffShopBannersEndpoint, async ({ shop }) => ({
    data: await loadBanners(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffShopBannersSaveEndpoint, async ({ staff, body }) => ({
    data: await saveBanners(app.db, actor(staff), body, findMedia),
  }));
}
