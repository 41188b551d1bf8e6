import type { Language } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { useShop } from '../shop-context.ts';
import { ConfigGate } from './ConfigGate.tsx';

const config = testShopConfig;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let mounts = 0;
/** Stands for the shop's frame: counts how often it is mounted. */
function Shell() {
  const { lang, config: shown } = useShop();
  const navigate = useNavigate();
  useEffect(() => {
    mounts++;
  }, []);
  return (
    <>
      <p>shop in {lang}</p>
      <p>named {shown.site_name}</p>
      <button type="button" onClick={() => navigate('/de/tickets')}>
        to German
      </button>
    </>
  );
}

function Layout() {
  const { lang } = useParams();
  return (
    <ConfigGate pathLanguage={lang as Language | undefined}>
      <Shell />
    </ConfigGate>
  );
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang?" element={<Layout />}>
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const configCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  mounts = 0;
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  document.documentElement.lang = 'en';
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('ConfigGate', () => {
  it('fetches the configuration once when / opens in the museum’s default language', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { ...config, languages: ['de', 'en'] } }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/');
    expect(await screen.findByText('shop in de')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(configCalls(fetchMock)).toEqual(['/api/en/shopinfo/config']);
  });

  it('keeps the shop mounted, without a spinner or a new fetch, when a navigation changes the language', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: config }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/en/tickets');
    expect(await screen.findByText('shop in en')).toBeTruthy();
    // The text shows before React runs the effects that count mounts: let them run first.
    await act(async () => {});
    expect(mounts).toBe(1);
    act(() => screen.getByRole('button', { name: 'to German' }).click());
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByText('shop in de')).toBeTruthy();
    await act(async () => {});
    expect(mounts).toBe(1);
    expect(document.documentElement.lang).toBe('de');
    expect(i18next.t('nav.vouchers')).toBe('Gutscheine');
    expect(configCalls(fetchMock)).toEqual(['/api/en/shopinfo/config']);
  });

  it('says that a configuration which fails the contract is a set-up problem, not the connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: { ...config, languages: 'en' } })),
    );
    renderAt('/en/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This shop is not set up correctly',
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText(/check your connection/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows only "opening soon", in the shop language, while the museum sets its shop up', async () => {
    const closed = {
      ...config,
      languages: ['de', 'en'],
      site_name_translations: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
      shop_open: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: closed })),
    );
    renderAt('/de/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Stadtmuseum Lumen: Unser Shop öffnet bald',
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.documentElement.lang).toBe('de');
    expect(screen.queryByText(/shop in/)).toBeNull();
  });

  describe("the owner's preview of a shop that has not opened (issue 34)", () => {
    const closed = { ...config, languages: ['de', 'en'], shop_open: false, time_zone: 'Europe/Berlin' };
    const TOKEN = '1.1795000000.abcdefghijklmnopqrstuv';
    afterEach(() => window.sessionStorage.clear());

    /** The shop's answers: the closed configuration, and `preview` to shopinfo/preview. */
    const answering = (preview: () => Response) =>
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname.endsWith('/shopinfo/preview') ? preview() : json(200, { data: closed }),
      );

    it("shows the shop with a note saying until when, and stays a preview on the tab's next screens", async () => {
      // 14:30 UTC is 15:30 in Berlin in November.
      const fetchMock = answering(() => json(200, { data: { until: '2026-11-25T14:30:00.000Z' } }));
      vi.stubGlobal('fetch', fetchMock);
      renderAt(`/en/?preview=${TOKEN}`);
      expect(await screen.findByText('shop in en')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /opens soon/ })).toBeNull();
      const asked = fetchMock.mock.calls.map(([request]) => new URL(request.url));
      expect(asked.find((url) => url.pathname.endsWith('/shopinfo/preview'))?.searchParams.get('token')).toBe(
        TOKEN,
      );
      expect(window.sessionStorage.getItem('museum-shop.preview')).toBe(TOKEN);
      cleanup();

      // A later screen of the same tab, without the link's parameter.
      renderAt('/en/tickets');
      expect(await screen.findByText('shop in en')).toBeTruthy();
    });

    it('shows "opening soon" for a link that has ended or was altered, and forgets it', async () => {
      vi.stubGlobal(
        'fetch',
        answering(() => json(404, { code: 'NOT_FOUND', message: 'Not valid' })),
      );
      renderAt(`/de/?preview=${TOKEN}`);
      expect(await screen.findByRole('heading', { level: 1, name: /Unser Shop öffnet bald/ })).toBeTruthy();
      expect(screen.queryByText(/shop in/)).toBeNull();
      await vi.waitFor(() => expect(window.sessionStorage.getItem('museum-shop.preview')).toBeNull());
    });

    it('asks nothing about a preview when the shop is open, or without a link', async () => {
      const open = vi.fn(async (request: Request) =>
        new URL(request.url).pathname.endsWith('/shopinfo/preview')
          ? json(500, {})
          : json(200, { data: { ...closed, shop_open: true } }),
      );
      vi.stubGlobal('fetch', open);
      renderAt(`/en/?preview=${TOKEN}`);
      expect(await screen.findByText('shop in en')).toBeTruthy();
      expect(configCalls(open).filter((path) => path.endsWith('/shopinfo/preview'))).toEqual([]);
    });

    it("shows a draft's unsaved edits instead of the shop's configuration, open shop or not", async () => {
      const DRAFT_TOKEN = `1.1795000000.${'0123456789abcdef'.repeat(2)}.abcdefghijklmnopqrstuv`;
      const draft = { ...closed, shop_open: true, site_name: 'Museum des Lichts', languages: ['de'] };
      const fetchMock = vi.fn(async (request: Request) =>
        new URL(request.url).pathname.endsWith('/shopinfo/preview')
          ? json(200, { data: { until: '2026-11-25T14:30:00.000Z', config: draft } })
          : json(200, { data: { ...closed, shop_open: true, site_name: 'Lumen' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderAt(`/en/?preview=${DRAFT_TOKEN}`);
      // The draft offers German only: the English path shows the shop in its default language.
      expect(await screen.findByText('named Museum des Lichts')).toBeTruthy();
      expect(await screen.findByText('shop in de')).toBeTruthy();
      expect(screen.queryByText('named Lumen')).toBeNull();
    });
  });

  it('says that an unknown shop does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { code: 'SHOP_NOT_FOUND', message: 'No shop with id 1' })),
    );
    renderAt('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This shop does not exist' })).toBeTruthy();
    expect(screen.queryByText(/check your connection/)).toBeNull();
  });

  it('asks to check the connection when there is no answer, in the start language, which the document takes', async () => {
    await i18next.changeLanguage('de');
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/de/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Der Shop ist gerade nicht erreichbar' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Bitte prüfen Sie Ihre Verbindung/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
