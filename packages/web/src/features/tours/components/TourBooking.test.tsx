import type { Tour, TourSlot } from '@museum-shop/contract';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCalendarLocales } from '../../../../test-support/calendar-locales.ts';
import { DiscoveringQueryClient } from '../../../app/page-render/discovering-query-client.ts';
import { answeredAt } from '../../../app/page-render/page-state.ts';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { setPageNow } from '../../../lib/shared-render.ts';
import { TourBooking } from './TourBooking.tsx';

// The calendar's day names come with the booking screens' code (issue 37).
beforeAll(loadCalendarLocales);

// A tour sold out on the last day of November, whose next date with places is 2 December: the
// screen offers that date, though it lies in the next month, and the calendar turns to it.

const slot = (soldout: boolean): TourSlot => ({
  timeslotId: 1,
  time: '15:00',
  tickets: soldout ? 0 : 8,
  tours: soldout ? 0 : 1,
  soldout,
  state: soldout ? 'sold_out' : 'available',
});

const tour: Tour = {
  id: 1,
  name: 'Highlights',
  eventName: 'Highlights',
  description: '',
  image: null,
  duration: 60,
  max_participants: 20,
  single_ticketing: 0,
  book_complete_tour: 0,
  booking_without_tickets: 0,
  langIdentifier: 'en',
  langName: 'English',
  museumId: 1,
  venue: { id: 1, name: 'Main hall' },
  category: { id: 1, name: 'Tours' },
  custom_groups: [],
  priceList: [{ id: 1, name: 'Adult', price: 1200, vat_value: 7, sequence_no: 1 }],
  tickets: [],
  questions: [],
  date: null,
  schedule: {},
};

/** The server's answers by path: November's last day sold out, December's 2nd with places. */
function answer(url: URL): unknown {
  const path = url.pathname.replace('/api/en/', '');
  if (path === 'tour/lifetime/tour/1') return { data: { first: '2026-11-02', last: '2027-03-31' } };
  if (path.startsWith('tour/calendar/tour/1/range/20261101'))
    return { data: { '2026-11-27': [slot(false)], '2026-11-30': [slot(true)] } };
  if (path.startsWith('tour/calendar/tour/1/range/20261201'))
    return { data: { '2026-12-02': [slot(false)], '2026-12-03': [slot(false)] } };
  if (path.startsWith('tour/soldout/tour/1/range/20261101')) return { data: ['2026-11-30'] };
  if (path.startsWith('tour/soldout/tour/1/range/')) return { data: [] };
  if (path.startsWith('tour/soldoutTimeslots/')) return { data: [] };
  if (path === 'tour') {
    const date = url.searchParams.get('date');
    return {
      data: {
        ...tour,
        date,
        schedule: date ? { '15:00': { ...slot(false), priceList: tour.priceList } } : {},
      },
    };
  }
  throw new Error(`no answer for ${url}`);
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('booking');
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageNow(undefined);
});

/** Answers the shop's calls with `answerOf`, noting each path asked. */
function serve(answerOf: (url: URL) => unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      asked.push(url.pathname);
      return new Response(JSON.stringify(await answerOf(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(bookingScreen(new QueryClient({ defaultOptions: { queries: { retry: false } } })));
  return asked;
}

/** The booking screen of tour 1 with `client`'s answers, as the route renders it. */
const bookingScreen = (client: QueryClient, preview?: string) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>
      <TourBooking
        lang="en"
        id={1}
        onAdd={() => {}}
        basketPath="/en/checkout"
        listPath="/en/guided-tours"
        today="2026-11-26"
        preview={preview}
      />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('TourBooking', () => {
  it('offers the next date with places in the next month, and turns the calendar to it', async () => {
    const asked = serve(answer);
    const soldOut = await screen.findByRole('button', { name: /30 November 2026, sold out/ });
    // Nothing looks into December before a day is explained.
    expect(asked.some((path) => path.includes('range/20261201'))).toBe(false);
    fireEvent.click(soldOut);
    const offer = await screen.findByRole('button', {
      name: /Choose the next date with places, 02\.12\.2026/,
    });
    fireEvent.click(offer);
    await waitFor(() => expect(screen.getByRole('grid', { name: /December 2026/ })).toBeTruthy());
    await waitFor(() =>
      expect(document.querySelector('[data-day="2026-12-02"]')?.getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByText(/Chosen date: 02\.12\.2026/)).toBeTruthy();
  });

  it('looks months further when the next month has no date with places', async () => {
    // December sold out; the next places are on 5 January, whose answer waits until released.
    let release = () => {};
    const january = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = serve(async (url) => {
      if (url.pathname.includes('tour/calendar/tour/1/range/20261201'))
        return { data: { '2026-12-02': [slot(true)] } };
      if (url.pathname.includes('tour/calendar/tour/1/range/20270101')) {
        await january;
        return { data: { '2027-01-05': [slot(false)] } };
      }
      return answer(url);
    });
    fireEvent.click(await screen.findByRole('button', { name: /30 November 2026, sold out/ }));
    // While the months after are asked, the status line says so instead of offering a step.
    expect(await screen.findByText(/Looking for the next date with places…/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the next month' })).toBeNull();
    release();
    const offer = await screen.findByRole('button', {
      name: /Choose the next date with places, 05\.01\.2027/,
    });
    // It stopped at the month that had one.
    expect(asked.some((path) => path.includes('range/20270201'))).toBe(false);
    fireEvent.click(offer);
    await waitFor(() => expect(screen.getByRole('grid', { name: /January 2027/ })).toBeTruthy());
    await waitFor(() => expect(screen.getByText(/Chosen date: 05\.01\.2027/)).toBeTruthy());
  });

  it('looks no further than the tour is on sale, and then offers the next month', async () => {
    // Sold out through 31 March 2027, the tour's last day on sale.
    const asked = serve((url) => {
      if (/tour\/calendar\/tour\/1\/range\/2027|range\/20261201/.test(url.pathname)) return { data: {} };
      return answer(url);
    });
    fireEvent.click(await screen.findByRole('button', { name: /30 November 2026, sold out/ }));
    await screen.findByRole('button', { name: 'Show the next month' });
    await waitFor(() => expect(asked.some((path) => path.includes('range/20270301'))).toBe(true));
    expect(asked.some((path) => path.includes('tour/calendar/tour/1/range/20270401'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Choose the next date with places/ })).toBeNull();
  });
});

describe('TourBooking of a draft in the owner’s preview (issue 35)', () => {
  const TOKEN = '1.1795000000.abcdefghijklmnopqrstuv';

  it('sends the tab’s preview token on every read, says it is a draft, and never shows that answer to a visitor', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        const url = new URL(typeof input === 'string' ? input : input.url);
        asked.push(url);
        // The server knows the draft only through the preview link.
        if (url.searchParams.get('preview') !== TOKEN)
          return new Response(JSON.stringify({ code: 'TOUR_NOT_FOUND', message: 'No tour' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          });
        const body = answer(url) as { data: unknown };
        const draft = url.pathname.endsWith('/tour')
          ? { data: { ...(body.data as Tour), draft: true } }
          : body;
        return new Response(JSON.stringify(draft), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screenOf = (preview: string | undefined) => bookingScreen(client, preview);

    const view = render(screenOf(TOKEN));
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toBe(
      'Draft: this tour is not visible to visitors. You see it through your preview link; it can be booked only once it is published.',
    );
    await screen.findByRole('button', { name: /30 November 2026, sold out/ });
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.every((url) => url.searchParams.get('preview') === TOKEN)).toBe(true);

    // Without the token, the preview's answers are not shown for a moment: the server is asked.
    view.unmount();
    render(screenOf(undefined));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Tour not found' })).toBeTruthy();
  });
});

describe('TourBooking as a page the server rendered (issue 37)', () => {
  it('shows the first date with places and its time, and asks for nothing more once hydrated', async () => {
    // The server renders until every query its render asked for is answered (entry-server.tsx).
    const asked = serve(answer);
    cleanup();
    asked.length = 0;
    const server = new DiscoveringQueryClient({ defaultOptions: { queries: { retry: false } } });
    let html = '';
    // As the server's build renders: the calendar's HTML, for the browser to keep (BookingCalendar).
    vi.stubEnv('SSR', true);
    try {
      for (let pass = 1; pass <= 5; pass++) {
        html = renderToString(bookingScreen(server));
        if ((await server.fetchAsked()) === 0) break;
      }
    } finally {
      vi.unstubAllEnvs();
    }
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    expect(page.querySelector('[data-day="2026-11-27"]')?.getAttribute('aria-selected')).toBe('true');
    expect(page.querySelector<HTMLInputElement>('input[name="tour-time"][checked]')?.value).toBe('15:00');
    // The browser takes the page over with the server's answers and asks for none of them again.
    // As the page state brings them: dated at the render (answeredAt), the page's moment known.
    const renderedAt = new Date();
    setPageNow(renderedAt);
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrate(browser, answeredAt(dehydrate(server), renderedAt));
    asked.length = 0;
    const recoverable = vi.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(page, bookingScreen(browser), { onRecoverableError: recoverable });
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(recoverable).not.toHaveBeenCalled();
      expect(asked.filter((path) => path.endsWith('/tour') || path.includes('soldoutTimeslots'))).toEqual([]);
    } finally {
      // Not a root of render()'s: cleanup() would leave it rendering into the next test file.
      act(() => root?.unmount());
      page.remove();
    }
  });
});
