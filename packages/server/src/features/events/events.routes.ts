import {
  eventListQuerySchema,
  eventListResponseSchema,
  lifetimeResponseSchema,
  ticketCalendarQuerySchema,
  ticketCalendarResponseSchema,
  ticketCollectQuerySchema,
  ticketCollectResponseSchema,
  ticketLifetimeQuerySchema,
} from '@museum-shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogContext,
  catalogErrorResponses,
  langIdDateParamsSchema,
  langIdParamsSchema,
  langIdRangeParamsSchema,
  langParamsSchema,
} from '../../http.ts';
import { parseCompactRange } from '../../lib/dates.ts';
import { collectTickets, listEventList, ticketCalendar, ticketLifetime } from './events.service.ts';

const tags = ['events'];

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/event/select',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The events and exhibitions, in the order of spec §9',
        params: langParamsSchema,
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({ data: { events: await listEventList(app.db, await catalogContext(request)) } }),
  );

  const collect = {
    tags,
    summary: 'The tickets of an event and its time slots on a date (default: the first date with times)',
    querystring: ticketCollectQuerySchema,
    response: { 200: ticketCollectResponseSchema, ...catalogErrorResponses },
  };
  app.get(
    '/:lang/ticket/collect/event/:id',
    { config: { microCache: true }, schema: { ...collect, params: langIdParamsSchema } },
    async (request) => ({
      data: await collectTickets(app.db, await catalogContext(request), request.params.id),
    }),
  );
  app.get(
    '/:lang/ticket/collect/event/:id/date/:date',
    { config: { microCache: true }, schema: { ...collect, params: langIdDateParamsSchema } },
    async (request) => ({
      data: await collectTickets(
        app.db,
        await catalogContext(request),
        request.params.id,
        request.params.date,
      ),
    }),
  );

  app.get(
    '/:lang/ticket/calendar/event/:id/range/:range',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'Places left per date of an event in a range (YYYYMMDD;YYYYMMDD); 0 is sold out',
        params: langIdRangeParamsSchema,
        querystring: ticketCalendarQuerySchema,
        response: { 200: ticketCalendarResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const range = parseCompactRange(request.params.range);
      const shop = await catalogContext(request);
      return {
        data: await ticketCalendar(app.db, shop, request.params.id, range, request.query.deep === '1'),
      };
    },
  );

  app.get(
    '/:lang/ticket/lifetime',
    {
      schema: {
        tags,
        summary: 'First and last bookable date of an event (both null: not available)',
        params: langParamsSchema,
        querystring: ticketLifetimeQuerySchema,
        response: { 200: lifetimeResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: await ticketLifetime(app.db, await catalogContext(request), request.query.event),
    }),
  );
};
