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
import { parseCompactRange } from '../../lib/dates.ts';
import {
  getTour,
  listTourSummaries,
  soldOutDates,
  soldOutTimeslots,
  tourAttributes,
  tourCalendar,
  tourLifetime,
  tourOverview,
} from './tours.service.ts';

export async function tourRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    tourListEndpoint,
    async ({ shop }) => ({ data: { tours: await listTourSummaries(app.db, shop) } }),
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
  registerEndpoint(app, tourEndpoint, async ({ shop, query }) => ({
    data: await getTour(app.db, shop, query.tour, query.date),
  }));
  registerEndpoint(
    app,
    tourCalendarEndpoint,
    async ({ shop, params }) => tourCalendar(app.db, shop, params.id, parseCompactRange(params.range)),
    cached,
  );
  registerEndpoint(app, tourSoldOutEndpoint, async ({ shop, params }) => ({
    data: await soldOutDates(app.db, shop, params.id, parseCompactRange(params.range)),
  }));
  registerEndpoint(app, tourSoldOutTimeslotsEndpoint, async ({ shop, params }) => ({
    data: await soldOutTimeslots(app.db, shop, params.id, params.date),
  }));
  registerEndpoint(app, tourLifetimeEndpoint, async ({ shop, params }) => ({
    data: await tourLifetime(app.db, shop, params.id),
  }));
}
