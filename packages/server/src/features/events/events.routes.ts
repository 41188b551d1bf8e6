import {
  eventListEndpoint,
  ticketCalendarEndpoint,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
  ticketLifetimeEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { parseCompactRange } from '../../lib/dates.ts';
import { collectTickets, listEventList, ticketCalendar, ticketLifetime } from './events.service.ts';

export async function eventRoutes(app: FastifyInstance) {
  const cached = { microCache: true };
  registerEndpoint(
    app,
    eventListEndpoint,
    async ({ shop }) => ({ data: { events: await listEventList(app.db, shop) } }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectEndpoint,
    async ({ shop, params }) => ({ data: await collectTickets(app.db, shop, params.id) }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectOnDateEndpoint,
    async ({ shop, params }) => ({ data: await collectTickets(app.db, shop, params.id, params.date) }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCalendarEndpoint,
    async ({ shop, params, query }) =>
      ticketCalendar(app.db, shop, params.id, parseCompactRange(params.range), query.deep === '1'),
    cached,
  );
  registerEndpoint(app, ticketLifetimeEndpoint, async ({ shop, query }) => ({
    data: await ticketLifetime(app.db, shop, query.event),
  }));
}
