import {
  staffPageEndpoint,
  staffPageSaveEndpoint,
  staffShopDisplayEndpoint,
  staffShopIdentityEndpoint,
  staffShopInvoiceEndpoint,
  staffShopLogoEndpoint,
  staffShopMailEndpoint,
  staffShopNoticesEndpoint,
  staffShopOpenEndpoint,
  staffShopPreviewDraftEndpoint,
  staffShopPreviewEndpoint,
  staffShopSectionsEndpoint,
  staffShopSetupEndpoint,
  staffShopShippingEndpoint,
  staffShopSocialEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { makePreviewToken, previewUntil } from '../../../lib/preview-token.ts';
import type { StaffPrincipal } from '../staff-access.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import { makePreviewDraft } from './preview-draft.service.ts';
import {
  readPage,
  saveIdentity,
  savePage,
  saveSections,
  saveShipping,
  setLogo,
  setOpen,
} from './setup.service.ts';
import type { SetupActor } from './setup-changes.ts';
import { type FindMedia, readSetup, type SetupEnvironment } from './setup-read.ts';
import { saveDisplay, saveInvoice } from './shop-details.service.ts';
import { shopFormsRoutes } from './shop-forms.routes.ts';
import { shopLinksImagesRoutes } from './shop-links-images.routes.ts';
import { saveMailSender } from './shop-mail.service.ts';
import { saveNotices, saveSocialLinks } from './shop-texts.service.ts';
import { textOverrideRoutes } from './text-overrides.routes.ts';

export interface SetupRoutesOptions {
  environment: SetupEnvironment;
  findMedia: FindMedia;
}

/** The owner sets the shop up (issue 34): every change answers the setup as it now is. */
export function staffSetupRoutes(app: FastifyInstance, options: SetupRoutesOptions) {
  const { environment, findMedia } = options;
  const actor = (staff: StaffPrincipal): SetupActor => ({
    shopId: staff.shopId,
    staffId: staff.staffId,
    now: app.clock(),
  });
  const setup = async (shopId: number) => ({ data: await readSetup(app.db, shopId, environment, findMedia) });

  registerStaffEndpoint(app, staffShopSetupEndpoint, async ({ shop }) => setup(shop.shopId));
  registerStaffEndpoint(app, staffShopIdentityEndpoint, async ({ staff, body }) => {
    await saveIdentity(app.db, actor(staff), body);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopSectionsEndpoint, async ({ staff, body }) => {
    await saveSections(app.db, actor(staff), body);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffPageEndpoint, async ({ shop, params }) => ({
    data: await readPage(app.db, shop.shopId, params.id),
  }));
  registerStaffEndpoint(app, staffPageSaveEndpoint, async ({ staff, params, body }) => ({
    data: await savePage(app.db, actor(staff), params.id, params.lang, body),
  }));
  registerStaffEndpoint(app, staffShopLogoEndpoint, async ({ staff, body }) => {
    await setLogo(app.db, actor(staff), body.media_id, findMedia);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopShippingEndpoint, async ({ staff, body }) => {
    await saveShipping(app.db, actor(staff), body.rows);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopOpenEndpoint, async ({ staff, body }) => {
    await setOpen(app.db, actor(staff), body.open, environment);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopNoticesEndpoint, async ({ staff, body }) => {
    // Only the offered languages are needed here, not the whole setup.
    const languages = (await findShopConfig(app.db, staff.shopId))?.languages ?? [];
    await saveNotices(app.db, actor(staff), languages, body);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopDisplayEndpoint, async ({ staff, body }) => {
    await saveDisplay(app.db, actor(staff), body);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopInvoiceEndpoint, async ({ staff, body }) => {
    await saveInvoice(app.db, actor(staff), body);
    return setup(staff.shopId);
  });
  registerStaffEndpoint(app, staffShopMailEndpoint, async ({ staff, body }) => {
    await saveMailSender(app.db, actor(staff), body);
    return setup(staff.shopId);
  });
  shopLinksImagesRoutes(app, findMedia);
  shopFormsRoutes(app);
  textOverrideRoutes(app);
  registerStaffEndpoint(app, staffShopPreviewEndpoint, async ({ staff }) => {
    const until = previewUntil(app.clock());
    const token = await makePreviewToken(app.db, staff.shopId, until);
    return { data: { token, until: until.toISOString() } };
  });
  registerStaffEndpoint(app, staffShopPreviewDraftEndpoint, async ({ staff, body }) => {
    const { token, until } = await makePreviewDraft(app.db, staff.shopId, body, app.clock());
    return { data: { token, until: until.toISOString() } };
  });
  registerStaffEndpoint(app, staffShopSocialEndpoint, async ({ staff, body }) => {
    await saveSocialLinks(app.db, actor(staff), body.links);
    return setup(staff.shopId);
  });
}
