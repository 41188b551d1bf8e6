import { siteNameFor } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShopContext } from '../features/config/shop-context.ts';
import { shopInfoQueryOptions } from '../features/content/api/get-shop-info.ts';
import { initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadScreen, ROUTES } from './route-table.ts';
import { prefetchScreen, preloadScreen, shopMatches } from './router.tsx';
import { RouteScreen } from './shell/RouteScreen.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('first load', () => {
  it('renders the home screen in the shell’s own render, without waiting for code', () => {
    // The shop info as the start has it: home reads its banners.
    const client = new QueryClient();
    client.setQueryData(shopInfoQueryOptions('en').queryKey, {
      content: { banners: [], cookie_warning: { disclaimer: '' }, social_media: [], global_message: null },
      meta: { title: '', description: '' },
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/']}>
          <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
            <RouteScreen name="home" />
          </ShopContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Synchronously: a lazy screen would show the loading spinner here.
    expect(screen.getByRole('heading', { level: 1, name: siteNameFor(testShopConfig, 'en') })).toBeTruthy();
  });

  it('renders a screen whose code the start has loaded in the same render, without suspending', async () => {
    preloadScreen('/en/no/such/screen');
    await loadScreen(ROUTES.notFound.load);
    render(
      <MemoryRouter initialEntries={['/en/no/such/screen']}>
        <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
          <RouteScreen name="notFound" />
        </ShopContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('starts loading the code of the screen at the address, as the router matches it', () => {
    const page = vi.spyOn(ROUTES.page, 'load').mockResolvedValue({ Component: () => <div /> });
    const tickets = vi.spyOn(ROUTES.tickets, 'load').mockResolvedValue({ Component: () => <div /> });
    preloadScreen('/DE/Page/Imprint/');
    expect(page).toHaveBeenCalledTimes(1);
    expect(tickets).not.toHaveBeenCalled();
    preloadScreen('/tickets');
    expect(tickets).toHaveBeenCalledTimes(1);
    // Home has no code of its own to load; /logout is outside the shop's routes.
    expect(() => preloadScreen('/en/')).not.toThrow();
    expect(() => preloadScreen('/logout')).not.toThrow();
  });

  it('leaves a failed load to the screen that needs the code', async () => {
    const failure = Promise.reject(new Error('offline'));
    vi.spyOn(ROUTES.page, 'load').mockReturnValue(failure);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadScreen('/en/page/terms');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('starts fetching a static page’s text, as its screen asks for it, when the path names the language', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchScreen('/de/Page/Imprint', 'de');
    prefetchScreen('/en/page/shipping', 'en');
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([
      ['page', 'de', 'imprint'],
      ['page', 'en', 'shipping'],
    ]);
    // Without a language in the path, the shop's default language (not known yet) is the screen's.
    prefetchScreen('/page/imprint', undefined);
    prefetchScreen('/en/tickets', 'en');
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('matches an address once, as the router would, and forgets the oldest of many', () => {
    const first = shopMatches('/en/tickets/7');
    expect(first?.map((match) => match.route.id ?? match.route.path)).toEqual(['/:lang?', 'ticket']);
    expect(first?.at(-1)?.params).toEqual({ lang: 'en', id: '7' });
    // The same address again: the same answer, not a second ranking of the table.
    expect(shopMatches('/en/tickets/7')).toBe(first);
    for (let id = 0; id < 100; id += 1) shopMatches(`/de/tickets/${id}`);
    const again = shopMatches('/en/tickets/7');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
