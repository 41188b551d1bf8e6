import {
  eventListEndpoint,
  ticketCalendarEndpoint,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
  ticketLifetimeEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { visibleStatuses } from '../../lib/catalog-preview.ts';
import { parseCompactRange } from '../../lib/dates.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import {
  collectTickets,
  listEventList,
  type MemberSharesOf,
  ticketCalendar,
  ticketLifetime,
} from './visitor-events.service.ts';

export interface EventRoutesOptions {
  /** The shares of an event's slots that passes keep for members (the members module's; issue 36). */
  memberSharesOf: MemberSharesOf;
}

export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  const { memberSharesOf } = options;
  const cached = { microCache: true };
  // The reads of one event take the owner's preview token (issue 35); one that carries it is
  // answered afresh and with no-store (lib/catalog-preview.ts).
  const statusesOf = (shop: ShopContext, query: { preview?: string | undefined }) =>
    visibleStatuses(app.db, shop, query.preview);
  registerEndpoint(
    app,
    eventListEndpoint,
    async ({ shop }) => ({ data: { events: await listEventList(app.db, shop) } }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectEndpoint,
    async ({ shop, params, query }) => ({
      data: await collectTickets(app.db, shop, params.id, await statusesOf(shop, query), memberSharesOf),
    }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectOnDateEndpoint,
    async ({ shop, params, query }) => ({
      data: await collectTickets(
        app.db,
        shop,
        params.id,
        await statusesOf(shop, query),
        memberSharesOf,
        params.date,
      ),
    }),
    cached,
  );
  registerEndpoint(
    app,
    ticketCalendarEndpoint,
    async ({ shop, params, query }) => {
      const range = parseCompactRange(params.range);
      const statuses = await statusesOf(shop, query);
      return ticketCalendar(app.db, shop, params.id, statuses, range, {
        deep: query.deep === '1',
        members: query.members === '1',
        shares: await memberSharesOf(app.db, shop.shopId, params.id),
      });
    },
    cached,
  );
  registerEndpoint(app, ticketLifetimeEndpoint, async ({ shop, query }) => ({
    data: await ticketLifetime(app.db, shop, query.event, await statusesOf(shop, query)),
  }));
}
