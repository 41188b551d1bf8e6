import {
  staffCatalogListsEndpoint,
  staffCatalogListsSaveEndpoint,
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
import { registerStaffEndpoint } from '../../features/staff/staff-access.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import type { CatalogEditor } from './catalog-editor.ts';
import { readCatalogLists, saveCatalogLists } from './catalog-lists.service.ts';
import {
  changeEventStatus,
  createEvent,
  duplicateEvent,
  listStaffEvents,
  readStaffEvent,
  saveEvent,
} from './event-editing.service.ts';
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

const editorOf = (shop: ShopContext, staff: { staffId: string }, request: FastifyRequest): CatalogEditor => ({
  shopId: shop.shopId,
  staffId: staff.staffId,
  today: shop.today,
  now: shop.now,
  clientAddress: request.ip,
});

/** The staff's catalog calls of events and tours (in the staff routes' scope, which signs staff in), and the slots' horizon job. */
export function staffCatalogRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffEventsEndpoint, async ({ shop }) => ({
    data: await listStaffEvents(app.db, shop.shopId, shop.today),
  }));
  registerStaffEndpoint(app, staffEventEndpoint, async ({ shop, params }) => ({
    data: await readStaffEvent(app.db, shop.shopId, params.id, shop.today),
  }));
  registerStaffEndpoint(
    app,
    staffEventCreateEndpoint,
    async ({ shop, staff, body, request }) => ({
      data: await createEvent(app.db, editorOf(shop, staff, request), body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(
    app,
    staffEventSaveEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await saveEvent(app.db, editorOf(shop, staff, request), params.id, body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(app, staffEventStatusEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeEventStatus(app.db, editorOf(shop, staff, request), params.id, body.status),
  }));
  registerStaffEndpoint(app, staffEventDuplicateEndpoint, async ({ shop, staff, params, request }) => ({
    data: await duplicateEvent(app.db, editorOf(shop, staff, request), params.id),
  }));
  staffTourRoutes(app);
  registerStaffEndpoint(app, staffCatalogListsEndpoint, async ({ shop }) => ({
    data: await readCatalogLists(app.db, shop.shopId),
  }));
  registerStaffEndpoint(app, staffCatalogListsSaveEndpoint, async ({ shop, staff, body, request }) => ({
    data: await saveCatalogLists(app.db, editorOf(shop, staff, request), body),
  }));
  keepSlotsMade(app);
}

function staffTourRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffToursEndpoint, async ({ shop }) => ({
    data: await listStaffTours(app.db, shop.shopId, shop.today),
  }));
  registerStaffEndpoint(app, staffTourEndpoint, async ({ shop, params }) => ({
    data: await readStaffTour(app.db, shop.shopId, params.id, shop.today),
  }));
  registerStaffEndpoint(
    app,
    staffTourCreateEndpoint,
    async ({ shop, staff, body, request }) => ({
      data: await createTour(app.db, editorOf(shop, staff, request), body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(
    app,
    staffTourSaveEndpoint,
    async ({ shop, staff, params, body, request }) => ({
      data: await saveTour(app.db, editorOf(shop, staff, request), params.id, body),
    }),
    { bodyLimit: EVENT_BODY_LIMIT },
  );
  registerStaffEndpoint(app, staffTourStatusEndpoint, async ({ shop, staff, params, body, request }) => ({
    data: await changeTourStatus(app.db, editorOf(shop, staff, request), params.id, body.status),
  }));
}
