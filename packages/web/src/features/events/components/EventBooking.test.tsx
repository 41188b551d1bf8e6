import type { TicketCollectResponse } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCalendarLocales } from '../../../../test-support/calendar-locales.ts';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { ticketType } from '../ticket-types.test-support.ts';
import { EventBooking } from './EventBooking.tsx';

// The calendar's day names come with the booking screens' code (issue 37).
beforeAll(loadCalendarLocales);

const TOKEN = '1.1795000000.abcdefghijklmnopqrstuv';

const collected: TicketCollectResponse['data'] = {
  event: {
    id: 4,
    name: 'Spring Exhibition',
    description: 'Blossoms in art.',
    image: null,
    venue: { id: 1, name: 'Main hall' },
    custom_groups: [],
    sequence_no: 0,
    sorting_datetime: '2026-12-01 10:00',
    end: '2027-03-31',
    expired: false,
    draft: true,
  },
  date: null,
  tickets: [],
  timeslots: {},
};

/** The server's answers by path, as it gives them through the owner's preview link. */
function answer(url: URL): unknown {
  const path = url.pathname.replace('/api/en/', '');
  if (path === 'ticket/lifetime') return { data: { first: '2026-12-01', last: '2027-03-31' } };
  if (path.startsWith('ticket/calendar/event/4/')) return { data: {} };
  if (path === 'ticket/collect/event/4') return { data: collected };
  throw new Error(`no answer for ${url}`);
}

/** The booking screen of event 4 with `client`'s answers, as the route renders it. */
const bookingScreen = (client: QueryClient, preview?: string) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>
      <EventBooking
        lang="en"
        id={4}
        onAdd={() => {}}
        basketPath="/en/checkout"
        listPath="/en/tickets"
        today="2026-11-26"
        preview={preview}
      />
    </MemoryRouter>
  </QueryClientProvider>
);

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('booking');
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventBooking of a draft in the owner’s preview (issue 35)', () => {
  it('sends the tab’s preview token on every read and says the event is a draft', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        const url = new URL(typeof input === 'string' ? input : input.url);
        asked.push(url);
        return new Response(JSON.stringify(answer(url)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(bookingScreen(new QueryClient({ defaultOptions: { queries: { retry: false } } }), TOKEN));
    expect((await screen.findByRole('note')).textContent).toBe(
      'Draft: this event is not visible to visitors. You see it through your preview link; its tickets can be bought only once it is published.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spring Exhibition');
    expect(asked.map((url) => url.pathname.replace('/api/en/', '')).sort()).toEqual([
      'ticket/calendar/event/4/range/20261101;20261231',
      'ticket/collect/event/4',
      'ticket/lifetime',
    ]);
    expect(asked.every((url) => url.searchParams.get('preview') === TOKEN)).toBe(true);
  });
});

describe('EventBooking as a page the server rendered (issue 37)', () => {
  it('shows the first time with places chosen in its first render, not after it', () => {
    const slot = (time: string, left: number) => ({
      timeslotId: left + 1,
      datetime: `2026-12-02 ${time}`,
      datetime_end: `2026-12-02 ${time}`,
      capacity: 10,
      left,
      state: left > 0 ? ('available' as const) : ('sold_out' as const),
    });
    const client = new QueryClient();
    client.setQueryData(['events', 'en', 'tickets', 4, null, null], {
      ...collected,
      event: { ...collected.event, draft: false },
      date: '2026-12-02',
      tickets: [
        ticketType(
          11,
          'Adult',
          ['10:00', '11:00', '12:00'].map((time) => ({
            datetime: `2026-12-02 ${time}`,
            datetime_end: `2026-12-02 ${time}`,
            max_tickets: 5,
          })),
        ),
      ],
      timeslots: { a: slot('10:00', 0), b: slot('11:00', 4), c: slot('12:00', 6) },
    });
    client.setQueryData(['events', 'en', 'lifetime', 4, null], { first: '2026-12-01', last: '2027-03-31' });
    // The server's render: no effect runs there, so a time chosen by an effect would be missing.
    const html = renderToString(bookingScreen(client));
    const page = document.createElement('div');
    page.innerHTML = html;
    const chosen = page.querySelector<HTMLInputElement>('input[name="event-time"][checked]');
    expect(chosen?.value).toBe('2026-12-02 11:00');
  });
});
