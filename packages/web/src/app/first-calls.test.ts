import { ANNUAL_PASS_KIND, type Language } from '@museum-shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEventTickets } from '../features/events/api/get-event-tickets.ts';
import { getEvents } from '../features/events/api/get-events.ts';
import { getTicketLifetime } from '../features/events/api/get-ticket-lifetime.ts';
import { getArticle } from '../features/merchandise/api/get-article.ts';
import { getArticles } from '../features/merchandise/api/get-articles.ts';
import { getCategories } from '../features/merchandise/api/get-categories.ts';
import { getTour } from '../features/tours/api/get-tour.ts';
import { getTourAttributes } from '../features/tours/api/get-tour-attributes.ts';
import { getTourLifetime } from '../features/tours/api/get-tour-lifetime.ts';
import { getTours } from '../features/tours/api/get-tours.ts';
import { getVoucherGroups } from '../features/vouchers/api/get-voucher-groups.ts';
import { getVouchers } from '../features/vouchers/api/get-vouchers.ts';
import { configureApi } from '../lib/api-client.ts';
import { forgetEarlyCalls, startEarlyCalls } from '../lib/early-calls.ts';

const settings = { apiBase: 'http://shop.test/api', shop: 7 };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Each shared page's screen's first calls, as the screen makes them (issue 37): the first script
 * starts the same addresses on that page, so the screen finds its answers waiting.
 */
const PAGES: [string, (lang: Language) => Promise<unknown>[]][] = [
  ['/fr/tickets', (lang) => [getEvents(lang)]],
  [
    '/fr/tickets/4',
    (lang) => [getEventTickets(lang, 4, undefined, undefined), getTicketLifetime(lang, 4, undefined)],
  ],
  ['/fr/guided-tours', (lang) => [getTours(lang), getTourAttributes(lang)]],
  [
    '/fr/guided-tours/3',
    (lang) => [getTourLifetime(lang, 3, undefined), getTour(lang, 3, undefined, undefined)],
  ],
  ['/fr/merchandise', (lang) => [getCategories(lang, undefined), getArticles(lang, {})]],
  ['/fr/passes', (lang) => [getArticles(lang, { productKind: ANNUAL_PASS_KIND })]],
  ['/fr/product/12', (lang) => [getArticle(lang, 12)]],
  ['/fr/passes/12', (lang) => [getArticle(lang, 12)]],
  ['/fr/vouchers', (lang) => [getVouchers(lang), getVoucherGroups(lang)]],
];

describe("a shared page's first calls", () => {
  afterEach(() => {
    forgetEarlyCalls();
    vi.unstubAllGlobals();
  });

  it.each(PAGES)('start early on %s, at the addresses its screen asks for', async (path, screenCalls) => {
    const early: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = input instanceof Request ? input.url : String(input);
        early.push(url);
        // The answers' contents do not matter here, only that the screen's calls find them.
        return json(url === '/settings.json' ? settings : { data: {} });
      }),
    );
    startEarlyCalls(path);
    await expect.poll(() => early.length).toBeGreaterThan(3);
    const screenCallsNetwork = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', screenCallsNetwork);
    configureApi(settings);
    await Promise.allSettled(screenCalls('fr'));
    expect(screenCallsNetwork).not.toHaveBeenCalled();
  });

  it('are not started for an id that cannot be one, nor on a personal screen', async () => {
    const early: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        early.push(String(input));
        return json(settings);
      }),
    );
    for (const path of ['/fr/tickets/0', '/fr/product/abc', '/fr/guided-tours/1e3', '/fr/checkout'])
      startEarlyCalls(path);
    await expect.poll(() => early.length).toBe(4 * 3);
    expect(early.filter((url) => !/settings\.json|shopinfo/.test(url))).toEqual([]);
  });
});
