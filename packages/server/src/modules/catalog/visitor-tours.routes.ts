import {
  tourAttributesEndpoint,
  tourCalendarEndpoint,
  tourEndpoint,
  tourLifetimeEndpoint,
  tourListEndpoint,
  tourOverviewEndpoint,
  tourSoldOutEndpoint,
  tourSoldOutTimeslotsEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { visibleStatuses } from '../../lib/catalog-preview.ts';
import { parseCompactRange } from '../../lib/dates.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { findCatalogPictures } from '../media/index.ts';
import {
  getTour,
  listTourSummaries,
  soldOutDates,
  soldOutTimeslots,
  tourAttributes,
  tourCalendar,
  tourLifetime,
  tourOverview,
} from './visitor-tours.service.ts';

export async function tourRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  // The reads of one tour take the owner's preview token (issue 35); one that carries it is
  // answered afresh and with no-store (lib/catalog-preview.ts).
  const statusesOf = (shop: ShopContext, query: { preview?: string | undefined }) =>
    visibleStatuses(app.db, shop, query.preview);
  registerEndpoint(
    app,
    tourListEndpoint,
    async ({ shop }) => {
      const tours = await listTourSummaries(app.db, shop);
      // The tours' pictures in the widths the visitor's screen needs (issue 37).
      const pictures = await findCatalogPictures(
        app.db,
        shop.shopId,
        tours.map((tour) => tour.image),
      );
      return { data: { tours }, pictures };
    },
    cached,
  );
  registerEndpoint(
    app,
    tourOverviewEndpoint,
    async ({ shop, query }) => ({
      data: { toursPerDate: await tourOverview(app.db, shop, query.date, query.lookahead) },
    }),
    cached,
  );
  registerEndpoint(
    app,
    tourAttributesEndpoint,
    async ({ shop }) => ({ data: await tourAttributes(app.db, shop) }),
    cached,
  );
  registerEndpoint(app, tourEndpoint, async ({ shop, query }) => {
    const tour = await getTour(app.db, shop, query.tour, await statusesOf(shop, query), query.date);
    return { data: tour, pictures: await findCatalogPictures(app.db, shop.shopId, [tour.image]) };
  });
  registerEndpoint(
    app,
    tourCalendarEndpoint,
    async ({ shop, params, query }) => {
      const range = parseCompactRange(params.range);
      return tourCalendar(app.db, shop, params.id, await statusesOf(shop, query), range);
    },
    cached,
  );
  registerEndpoint(app, tourSoldOutEndpoint, async ({ shop, params, query }) => {
    const range = parseCompactRange(params.range);
    return { data: await soldOutDates(app.db, shop, params.id, await statusesOf(shop, query), range) };
  });
  registerEndpoint(app, tourSoldOutTimeslotsEndpoint, async ({ shop, params, query }) => ({
    data: await soldOutTimeslots(app.db, shop, params.id, await statusesOf(shop, query), params.date),
  }));
  registerEndpoint(app, tourLifetimeEndpoint, async ({ shop, params, query }) => ({
    data: await tourLifetime(app.db, shop, params.id, await statusesOf(shop, query)),
  }));
}
