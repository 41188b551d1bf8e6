import {
  staffCatalogExportEndpoint,
  staffCatalogImportEndpoint,
  staffCatalogListsEndpoint,
  staffCatalogListsSaveEndpoint,
  staffCatalogSettingsEndpoint,
  staffCatalogSettingsSaveEndpoint,
  staffEventCreateEndpoint,
  staffEventDuplicateEndpoint,
  staffEventEndpoint,
  staffEventSaveEndpoint,
  staffEventStatusEndpoint,
  staffEventsEndpoint,
  staffTourCreateEndpoint,
  staffTourEndpoint,
  staffTourSaveEndpoint,
  staffTourStatusEndpoint,
  staffToursEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import type { CatalogEditor } from './catalog-editor.ts';
import { readCatalogLists, saveCatalogLists, saveCatalogSettings } from './catalog-lists.service.ts';
import { findSlotHorizonDays } from './catalog-settings.repository.ts';
import { exportCatalog, importCatalog } from './catalog-transfer.service.ts';
import {
  changeEventStatus,
  createEvent,
  duplicateEvent,
  listStaffEvents,
  readStaffEvent,
  saveEvent,
} from './event-editing.service.ts';
import { staffProductRoutes } from './products.routes.ts';
import { keepSlotsMade } from './slot-horizon.ts';
import {
  changeTourStatus,
  createTour,
  listStaffTours,
  readStaffTour,
  saveTour,
} from './tour-editing.service.ts';

/** An event's or tour's document may hold a year of special openings and its texts in eight languages. */
const EVENT_BODY_LIMIT = 2 * 1024 * 1024;

/** A whole catalog document: its pictures (base64) make it larger than one event's. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** The museum's day and the shop's slot horizon: what the editor's slots are made with. */
const dayOf = async (db: Db, shop: ShopContext) => ({
  today: shop.today,
  horizonDays: await findSlotHorizonDays(db, shop.shopId),
});

const editorOf = async (
  db: Db,
  shop: ShopContext,
  staff: { staffId: string },
  request: FastifyRequest,
): Promise<CatalogEditor> => ({
  ...(await dayOf(db, shop)),
  shopId: shop.shopId,
  staffId: staff.staffId,
  now: shop.now,
  clientAddress: request.ip,
});

/** The staff's catalog calls of events, tours and products (in the staff routes' scope, which signs staff in), and the slots' horizon job. */
export function staffCatalogRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffEventsEndpoint, async ({ shop }) => ({
    data: await listStaffEvents(app.db, shop.shopId, await dayOf(app.db, shop)),
  }));
  registerStaffEndpoint(app, staffEventEndpoint, async ({ shop, params }) => ({
    data: await readStaffEvent(app.db, shop.shopId, params.id, await dayOf(app.db, shop)),
  }));
  registerStaffEndpoint(
    app,
    staffEventCreateEndpoint,
    async ({ shop, staff, body, request }) => ({
      data: await createEvent(app.db, await editorOf(app.db, shop, staff, request), body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(
    app,
    staffEventSaveEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await saveEvent(app.db, await editorOf(app.db, shop, staff, request), params.id, body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(app, staffEventStatusEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeEventStatus(
      app.db,
      await editorOf(app.db, shop, staff, request),
      params.id,
      body.status,
    ),
  }));
  registerStaffEndpoint(app, staffEventDuplicateEndpoint, async ({ shop, staff, params, request }) => ({
    data: await duplicateEvent(app.db, await editorOf(app.db, shop, staff, request), params.id),
  }));
  staffTourRoutes(app);
  staffProductRoutes(app);
  registerStaffEndpoint(app, staffCatalogListsEndpoint, async ({ shop }) => ({
    data: await readCatalogLists(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffCatalogListsSaveEndpoint, async ({ shop, staff, body, request }) => ({
    data: await saveCatalogLists(app.db, await editorOf(app.db, shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffCatalogSettingsEndpoint, async ({ shop }) => ({
    data: { slot_horizon_days: await findSlotHorizonDays(app.db, shop.shopId) },
  }));
  registerStaffEndpoint(app, staffCatalogSettingsSaveEndpoint, async ({ shop, staff, body, request }) => ({
    data: await saveCatalogSettings(app.db, await editorOf(app.db, shop, staff, request), body),
  }));
  registerStaffEndpoint(app, staffCatalogExportEndpoint, async ({ shop }) => ({
    data: await exportCatalog(app.db, shop.shopId),
  }));
  registerStaffEndpoint(
    app,
    staffCatalogImportEndpoint,
    async ({ shop, staff, body, request }) => ({
      data: await importCatalog(app.db, await editorOf(app.db, shop, staff, request), body),
    }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  keepSlotsMade(app);
}

function staffTourRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffToursEndpoint, async ({ shop }) => ({
    data: await listStaffTours(app.db, shop.shopId, await dayOf(app.db, shop)),
  }));
  registerStaffEndpoint(app, staffTourEndpoint, async ({ shop, params }) => ({
    data: await readStaffTour(app.db, shop.shopId, params.id, await dayOf(app.db, shop)),
  }));
  registerStaffEndpoint(
    app,
    staffTourCreateEndpoint,
    async ({ shop, staff, body, request }) => ({
      data: await createTour(app.db, await editorOf(app.db, shop, staff, request), body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(
    app,
    staffTourSaveEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await saveTour(app.db, await editorOf(app.db, shop, staff, request), params.id, body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(app, staffTourStatusEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeTourStatus(
      app.db,
      await editorOf(app.db, shop, staff, request),
      params.id,
      body.status,
    ),
  }));
}
