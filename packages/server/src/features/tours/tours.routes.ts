import {
  lifetimeResponseSchema,
  tourAttributesResponseSchema,
  tourCalendarResponseSchema,
  tourListQuerySchema,
  tourListResponseSchema,
  tourOverviewQuerySchema,
  tourOverviewResponseSchema,
  tourQuerySchema,
  tourResponseSchema,
  tourSoldOutResponseSchema,
  tourSoldOutTimeslotsResponseSchema,
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

const tags = ['tours'];

export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:lang/tour/select/event',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The guided tours',
        params: langParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: tourListResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({ data: { tours: await listTourSummaries(app.db, await catalogContext(request)) } }),
  );

  app.get(
    '/:lang/tour/overview',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'Which tours can be booked on a date and the days after it',
        params: langParamsSchema,
        querystring: tourOverviewQuerySchema,
        response: { 200: tourOverviewResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const shop = await catalogContext(request);
      const { date, lookahead } = request.query;
      return { data: { toursPerDate: await tourOverview(app.db, shop, date, lookahead) } };
    },
  );

  app.get(
    '/:lang/tour/attr',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The filters of the tour list: categories, languages, venues',
        params: langParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: tourAttributesResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({ data: await tourAttributes(app.db, await catalogContext(request)) }),
  );

  app.get(
    '/:lang/tour',
    {
      schema: {
        tags,
        summary: 'One guided tour, with its schedule on a date',
        params: langParamsSchema,
        querystring: tourQuerySchema,
        response: { 200: tourResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const shop = await catalogContext(request);
      return { data: await getTour(app.db, shop, request.query.tour, request.query.date) };
    },
  );

  app.get(
    '/:lang/tour/calendar/tour/:id/range/:range',
    {
      config: { microCache: true },
      schema: {
        tags,
        summary: 'The times of a tour per date in a range (YYYYMMDD;YYYYMMDD)',
        params: langIdRangeParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: tourCalendarResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const range = parseCompactRange(request.params.range);
      const shop = await catalogContext(request);
      return { data: await tourCalendar(app.db, shop, request.params.id, range) };
    },
  );

  app.get(
    '/:lang/tour/soldout/tour/:id/range/:range',
    {
      schema: {
        tags,
        summary: 'The sold-out dates of a tour in a range (YYYYMMDD;YYYYMMDD)',
        params: langIdRangeParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: tourSoldOutResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const range = parseCompactRange(request.params.range);
      const shop = await catalogContext(request);
      return { data: await soldOutDates(app.db, shop, request.params.id, range) };
    },
  );

  app.get(
    '/:lang/tour/soldoutTimeslots/tour/:id/date/:date',
    {
      schema: {
        tags,
        summary: 'The sold-out times of a tour on a date',
        params: langIdDateParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: tourSoldOutTimeslotsResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const shop = await catalogContext(request);
      return { data: await soldOutTimeslots(app.db, shop, request.params.id, request.params.date) };
    },
  );

  app.get(
    '/:lang/tour/lifetime/tour/:id',
    {
      schema: {
        tags,
        summary: 'First and last bookable date of a tour (both null: not available)',
        params: langIdParamsSchema,
        querystring: tourListQuerySchema,
        response: { 200: lifetimeResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => ({
      data: await tourLifetime(app.db, await catalogContext(request), request.params.id),
    }),
  );
};
