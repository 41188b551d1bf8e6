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
import { findCatalogPictures } from '../media/index.ts';
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
  // The event's picture in the widths the visitor's screen needs (issue 37).
  const withPicture = async <T extends { event: { image: string | null } }>(shop: ShopContext, data: T) => ({
    data,
    pictures: await findCatalogPictures(app.db, shop.shopId, [data.event.image]),
  });
  registerEndpoint(
    app,
    eventListEndpoint,
    async ({ shop }) => {
      const events = await listEventList(app.db, shop);
      const pictures = await findCatalogPictures(
        app.db,
        shop.shopId,
        events.map((event) => event.image),
      );
      return { data: { events }, pictures };
    },
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectEndpoint,
    async ({ shop, params, query }) =>
      withPicture(
        shop,
        await collectTickets(app.db, shop, params.id, await statusesOf(shop, query), memberSharesOf),
      ),
    cached,
  );
  registerEndpoint(
    app,
    ticketCollectOnDateEndpoint,
    async ({ shop, params, query }) =>
      withPicture(
        shop,
        await collectTickets(
          app.db,
          shop,
          params.id,
          await statusesOf(shop, query),
          memberSharesOf,
          params.date,
        ),
      ),
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
