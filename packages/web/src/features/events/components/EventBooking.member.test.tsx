import type { CartItem, MemberCardView, TicketCollectResponse, TicketType } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCalendarLocales } from '../../../../test-support/calendar-locales.ts';
import { MEMBER_CLAIM_KEY } from '../../../components/member-pass/member-claim-storage.ts';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { ticketType } from '../ticket-types.test-support.ts';
import { EventBooking, type TicketCartLine } from './EventBooking.tsx';

// The calendar's day names come with the booking screens' code (issue 37).
beforeAll(loadCalendarLocales);

// Issue 36: a member books with an annual pass. The event has an adult ticket (can be a member
// ticket), a family ticket and an audio guide (cannot); on 2 December the 10:00 time has places
// for everyone, the 11:00 time is sold out to the public with three places kept for members.

const DAY = '2026-12-02';
const schedule = [
  { datetime: `${DAY} 10:00`, datetime_end: `${DAY} 11:00`, max_tickets: 5 },
  { datetime: `${DAY} 11:00`, datetime_end: `${DAY} 12:00`, max_tickets: 0 },
];
const ticket = (id: number, name: string, more: Partial<TicketType>) => ticketType(id, name, schedule, more);

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
    draft: false,
  },
  date: DAY,
  tickets: [
    ticket(11, 'Adult', {}),
    ticket(12, 'Family', {
      family: true,
      price: 3000,
      subtickets: [{ id: 21, name: 'Child', price: 0, vat_value: 7, min_quantity: 1, max_quantity: 3 }],
    }),
    ticket(13, 'Audio guide', { mode: 5, price: 300 }),
  ],
  timeslots: {
    [`${DAY} 10:00`]: {
      timeslotId: 1,
      datetime: `${DAY} 10:00`,
      datetime_end: `${DAY} 11:00`,
      capacity: 20,
      left: 5,
      member_left: 8,
      state: 'available',
    },
    [`${DAY} 11:00`]: {
      timeslotId: 2,
      datetime: `${DAY} 11:00`,
      datetime_end: `${DAY} 12:00`,
      capacity: 20,
      left: 0,
      member_left: 3,
      state: 'sold_out',
    },
  },
};

const card = (number: string, more: Partial<MemberCardView>): MemberCardView => ({
  number,
  holder: 'Anna Berg',
  membership: 'Friends of the Museum',
  valid_from: '2026-06-01',
  valid_until: '2027-05-31',
  state: 'valid',
  benefit: { discount_percent: 100, per_booking: 2, per_day: 4 },
  ...more,
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The server's answers: the event, its calendar (more places with members=1) and the pass checks. */
function answer(url: URL, body: { number?: string } | undefined): Response {
  const path = url.pathname.replace('/api/en/', '');
  if (path === 'ticket/lifetime') return json({ data: { first: '2026-11-26', last: '2027-03-31' } });
  if (path.startsWith('ticket/calendar/event/4/'))
    return json({ data: { [DAY]: url.searchParams.get('members') === '1' ? 11 : 5 } });
  if (path === 'ticket/collect/event/4') return json({ data: collected });
  if (path === 'member/card') {
    switch (body?.number) {
      case '1111-1111-11':
        return json({ code: 'MEMBER_CARD_NOT_FOUND', message: 'Not found' }, 404);
      case '2222-2222-22':
        return json({ code: 'RATE_LIMITED', message: 'Slow down' }, 429, { 'Retry-After': '90' });
      case '3333-3333-33':
        return json({ data: card('3333-3333-33', { state: 'expired', valid_until: '2026-10-31' }) });
      case '4444-4444-44':
        return json({ data: card('4444-4444-44', { benefit: null }) });
      default:
        return json({
          data: card('1234-5678-90', { benefit: { discount_percent: 20, per_booking: 2, per_day: 4 } }),
        });
    }
  }
  throw new Error(`no answer for ${url}`);
}

interface Served {
  urls: URL[];
  bodies: unknown[];
  added: TicketCartLine[];
  container: HTMLElement;
}

function serve(cartItems: CartItem[] = [], customer?: { cards: MemberCardView[]; lname: string }): Served {
  const served = { urls: [] as URL[], bodies: [] as unknown[], added: [] as TicketCartLine[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : undefined;
      served.urls.push(url);
      if (body) served.bodies.push(body);
      return answer(url, body);
    }),
  );
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EventBooking
          lang="en"
          id={4}
          onAdd={(line) => served.added.push(line)}
          basketPath="/en/checkout"
          listPath="/en/tickets"
          today="2026-11-26"
          cartItems={cartItems}
          customerCards={customer?.cards}
          customerLname={customer?.lname}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...served, container };
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['booking', 'common']);
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Opens "I have an annual pass" and sends a number and surname. */
async function claim(number: string, lname = 'Berg') {
  const toggle = await screen.findByRole('button', { name: 'I have an annual pass' });
  if (toggle.getAttribute('aria-expanded') === 'false') fireEvent.click(toggle);
  fireEvent.change(await screen.findByRole('textbox', { name: /Member number/ }), {
    target: { value: number },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: lname } });
  fireEvent.click(screen.getByRole('button', { name: 'Use my pass' }));
}

const status = () => screen.getAllByRole('status').find((element) => element.closest('form'));

describe('"I have an annual pass" on the event screen (issue 36)', () => {
  it('is a disclosure that says every refusal as the form’s error, politely, and keeps the focus on the number', async () => {
    const { bodies, container } = serve();
    const toggle = await screen.findByRole('button', { name: 'I have an annual pass' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /Member number/ })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const refusals: [string, string][] = [
      [
        '1111-1111-11',
        'We found no annual pass with this member number and surname. Please check both and try again.',
      ],
      ['2222-2222-22', 'Too many attempts. Please try again in 2 minutes.'],
      ['3333-3333-33', 'This annual pass has expired, or it ends before the day of your visit.'],
      ['4444-4444-44', 'This annual pass gives no member tickets for this event.'],
      ['12', 'Please enter the 10-digit member number and the surname as printed on your annual pass.'],
    ];
    for (const [number, message] of refusals) {
      await claim(number);
      await waitFor(() => expect(status()?.textContent).toBe(message));
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Member number/ }));
    }
    // The event is asked about; a number too short is never sent.
    expect(bodies).toEqual(
      ['1111-1111-11', '2222-2222-22', '3333-3333-33', '4444-4444-44'].map((number) => ({
        number,
        lname: 'Berg',
        event: 4,
      })),
    );
    expect(screen.queryByRole('heading', { name: /Annual pass/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the accepted pass and a member counter per single admission, priced by the benefit and capped by the pass', async () => {
    // One member ticket of this card is already in the cart for that day: one more fits per booking.
    const inCart: CartItem = {
      type: 'ticket',
      id: 11,
      count: 1,
      datetime: `${DAY} 15:00`,
      member: { number: '1234 5678 90', lname: 'Berg' },
    };
    const { urls, container } = serve([inCart]);
    await claim('1234-5678-90');
    const heading = await screen.findByRole('heading', { name: 'Annual pass 1234-5678-90 · Anna Berg' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const summary = heading.closest('section') as HTMLElement;
    expect(within(summary).getByText('20% off member tickets')).toBeTruthy();
    expect(within(summary).getByText('Up to 2 member tickets per booking')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(MEMBER_CLAIM_KEY) ?? 'null')).toEqual({
      number: '1234-5678-90',
      lname: 'Berg',
      holder: 'Anna Berg',
    });

    // Only the adult ticket can be a member ticket; its price is the benefit's.
    const member = await screen.findByRole('spinbutton', { name: /Adult with your pass/ });
    expect(screen.getByText('€12.00')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: /Family with your pass/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /Audio guide with your pass/ })).toBeNull();
    const more = screen.getByRole('button', {
      name: /more.*Adult with your pass|Adult with your pass.*more/i,
    });
    fireEvent.click(more);
    expect((member as HTMLInputElement).value).toBe('1');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // The calendar counts the members' places now.
    await waitFor(() =>
      expect(
        urls.some(
          (url) => url.pathname.includes('ticket/calendar') && url.searchParams.get('members') === '1',
        ),
      ).toBe(true),
    );
    expect(await axeViolations(container)).toEqual([]);

    // Stopping goes back to the public screen and forgets the pass for the tab.
    fireEvent.click(screen.getByRole('button', { name: 'Stop using this pass' }));
    const toggle = await screen.findByRole('button', { name: 'I have an annual pass' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('spinbutton', { name: /Adult with your pass/ })).toBeNull();
    expect(sessionStorage.getItem(MEMBER_CLAIM_KEY)).toBeNull();
  });

  it('lets a member choose a time sold out to the public, and adds the member tickets as their own line with the claim', async () => {
    const { added } = serve();
    const soldOut = await screen.findByRole('radio', { name: /11:00/ });
    expect((soldOut as HTMLInputElement).disabled).toBe(true);
    await claim('1234-5678-90');
    await screen.findByRole('heading', { name: /Annual pass 1234-5678-90/ });
    const forMembers = await screen.findByRole('radio', {
      name: '11:00 Sold out, 3 places kept for members',
    });
    expect((forMembers as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(forMembers);
    // The public has no place at 11:00; members have.
    const publicMore = screen.getByRole('button', { name: /more.*Adult$|Adult.*more/i });
    expect((publicMore as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      screen.getByRole('button', { name: /more.*Adult with your pass|Adult with your pass.*more/i }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to basket' })[0] as HTMLElement);
    expect(added.map((line) => line.item)).toEqual([
      {
        type: 'ticket',
        id: 11,
        count: 1,
        datetime: `${DAY} 11:00`,
        member: { number: '1234-5678-90', lname: 'Berg' },
      },
    ]);
    expect(added[0]?.total).toBe(1200);
    expect(added[0]?.name).toBe('Spring Exhibition: Adult with your pass');
  });

  it('offers the pass used before in this tab, one press away', async () => {
    sessionStorage.setItem(
      MEMBER_CLAIM_KEY,
      JSON.stringify({ number: '1234-5678-90', lname: 'Berg', holder: 'Anna Berg' }),
    );
    const { bodies } = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'I have an annual pass' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use annual pass 1234-5678-90 (Anna Berg)' }));
    expect(await screen.findByRole('heading', { name: 'Annual pass 1234-5678-90 · Anna Berg' })).toBeTruthy();
    expect(bodies).toEqual([{ number: '1234-5678-90', lname: 'Berg', event: 4 }]);
  });

  it('offers a signed-in customer’s passes: their own is used at once, one bought for another asks for its surname', async () => {
    const { bodies } = serve([], {
      cards: [card('1234-5678-90', {}), card('9876-5432-10', { holder: 'Ole Lund' })],
      lname: 'Berg',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'I have an annual pass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use annual pass 9876-5432-10 (Ole Lund)' }));
    expect((screen.getByRole('textbox', { name: /Member number/ }) as HTMLInputElement).value).toBe(
      '9876-5432-10',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Surname' }));
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Use annual pass 1234-5678-90 (Anna Berg)' }));
    expect(await screen.findByRole('heading', { name: 'Annual pass 1234-5678-90 · Anna Berg' })).toBeTruthy();
    expect(bodies).toEqual([{ number: '1234-5678-90', lname: 'Berg', event: 4 }]);
  });
});
