import type { CartItem, MemberCardView, Tour, TourSlot } from '@museum-shop/contract';
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
import { TourBooking, type TourCartLine } from './TourBooking.tsx';

// The calendar's day names come with the booking screens' code (issue 37).
beforeAll(loadCalendarLocales);

// Issue 36 on the tour screen: a member books a guided tour with an annual pass. The tour has a
// place (the guide, €9.00, paid by everyone), a single admission (€15.00, a member ticket with the
// pass) and a family admission with sub-tickets (never a member ticket). 27 November has a time.

const DAY = '2026-11-27';
const slot: TourSlot = {
  timeslotId: 1,
  time: '15:00',
  tickets: 8,
  tours: 1,
  soldout: false,
  state: 'available',
};

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
  priceList: [{ id: 1, name: 'Place', price: 900, vat_value: 7, sequence_no: 1 }],
  tickets: [
    { id: 3, name: 'Admission', price: 1500, vat_value: 7, sequence_no: 1, subtickets: [] },
    {
      id: 4,
      name: 'Family',
      price: 3000,
      vat_value: 7,
      sequence_no: 2,
      subtickets: [{ id: 21, name: 'Child', price: 0 }],
    },
  ],
  questions: [],
  date: null,
  schedule: {},
};

const card = (number: string, more: Partial<MemberCardView>): MemberCardView => ({
  number,
  holder: 'Anna Berg',
  membership: 'Friends of the Museum',
  valid_from: '2026-06-01',
  valid_until: '2027-05-31',
  state: 'valid',
  benefit: { discount_percent: 20, per_booking: 2, per_day: 4 },
  ...more,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers: the tour on 27 November, and the pass checks. */
function answer(url: URL, body: { number?: string } | undefined): Response {
  const path = url.pathname.replace('/api/en/', '');
  if (path === 'tour/lifetime/tour/1') return json({ data: { first: '2026-11-02', last: '2027-03-31' } });
  if (path.startsWith('tour/calendar/tour/1/')) return json({ data: { [DAY]: [slot] } });
  if (path.startsWith('tour/soldout/') || path.startsWith('tour/soldoutTimeslots/'))
    return json({ data: [] });
  if (path === 'tour') {
    const date = url.searchParams.get('date');
    return json({
      data: { ...tour, date, schedule: date ? { '15:00': { ...slot, priceList: tour.priceList } } : {} },
    });
  }
  if (path === 'member/card') {
    switch (body?.number) {
      case '1111-1111-11':
        return json({ code: 'MEMBER_CARD_NOT_FOUND', message: 'Not found' }, 404);
      case '4444-4444-44':
        return json({ data: card('4444-4444-44', { benefit: null }) });
      default:
        return json({ data: card('1234-5678-90', {}) });
    }
  }
  throw new Error(`no answer for ${url}`);
}

interface Served {
  bodies: unknown[];
  added: TourCartLine[];
  container: HTMLElement;
}

function serve(cartItems: CartItem[] = [], customer?: { cards: MemberCardView[]; lname: string }): Served {
  const served = { bodies: [] as unknown[], added: [] as TourCartLine[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      const body = request.method === 'POST' ? await request.json() : undefined;
      if (body) served.bodies.push(body);
      return answer(new URL(request.url), body);
    }),
  );
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TourBooking
          lang="en"
          id={1}
          onAdd={(line) => served.added.push(line)}
          basketPath="/en/checkout"
          listPath="/en/guided-tours"
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
const more = (name: string) => screen.getByRole('button', { name: `One more: ${name}` }) as HTMLButtonElement;

describe('"I have an annual pass" on the tour screen (issue 36)', () => {
  it('asks about the tour, and says a refusal as the form’s error', async () => {
    const { bodies, container } = serve();
    await claim('1111-1111-11');
    await waitFor(() =>
      expect(status()?.textContent).toBe(
        'We found no annual pass with this member number and surname. Please check both and try again.',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Member number/ }));
    // A pass giving nothing for every event gives nothing for a tour: said so, not "this event".
    await claim('4444-4444-44');
    await waitFor(() =>
      expect(status()?.textContent).toBe('This annual pass gives no member tickets for guided tours.'),
    );
    expect(bodies).toEqual([
      { number: '1111-1111-11', lname: 'Berg', tour: 1 },
      { number: '4444-4444-44', lname: 'Berg', tour: 1 },
    ]);
    expect(screen.queryByRole('spinbutton', { name: /with your pass/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('prices the admission tickets by the benefit and caps them by the pass; a family admission is no member ticket', async () => {
    // One member ticket of this card is already in the cart for that day: one more fits per booking.
    const inCart: CartItem = {
      type: 'ticket',
      id: 11,
      count: 1,
      datetime: `${DAY} 11:00`,
      member: { number: '1234 5678 90', lname: 'Berg' },
    };
    const { container } = serve([inCart]);
    await screen.findByRole('spinbutton', { name: /^Admission(?! with)/ });
    await claim('1234-5678-90');
    const heading = await screen.findByRole('heading', { name: 'Annual pass 1234-5678-90 · Anna Berg' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(heading.closest('section') as HTMLElement).getByText('20% off member tickets'),
    ).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(MEMBER_CLAIM_KEY) ?? 'null')).toMatchObject({
      number: '1234-5678-90',
    });

    const member = screen.getByRole('spinbutton', { name: /^Admission with your pass/ }) as HTMLInputElement;
    expect(screen.getByText('€12.00')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: /^Admission(?! with)/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /Child/ })).toBeNull();
    expect(
      screen.getByText(
        'Only single admission tickets can be member tickets: no family tickets, extras or tickets with components.',
      ),
    ).toBeTruthy();
    // The guide's place is paid as by everyone.
    expect(screen.getByText('€9.00')).toBeTruthy();
    fireEvent.click(more('Admission with your pass'));
    expect(member.value).toBe('1');
    expect(more('Admission with your pass').disabled).toBe(true);
    // A number typed above the cap is not taken.
    fireEvent.change(member, { target: { value: '3' } });
    fireEvent.blur(member);
    expect(member.value).toBe('1');
    expect(await axeViolations(container)).toEqual([]);

    // Stopping gives everyone's tickets back at their prices.
    fireEvent.click(screen.getByRole('button', { name: 'Stop using this pass' }));
    expect(await screen.findByRole('spinbutton', { name: /^Admission(?! with)/ })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: /^Admission with your pass/ })).toBeNull();
  });

  it('sends the line with the claim, its admission tickets at the member price', async () => {
    const { added } = serve();
    await screen.findByRole('spinbutton', { name: /^Admission(?! with)/ });
    await claim('1234-5678-90');
    await screen.findByRole('heading', { name: /Annual pass 1234-5678-90/ });
    fireEvent.click(more('Place'));
    fireEvent.click(more('Admission with your pass'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to basket' })[0] as HTMLElement);
    expect(added.map((line) => line.item)).toEqual([
      {
        type: 'guidedTour',
        tourId: 1,
        datetime: `${DAY} 15:00`,
        prices: [{ id: 1, count: 1 }],
        tickets: [{ id: 3, count: 1 }],
        answers: [],
        member: { number: '1234-5678-90', lname: 'Berg' },
      },
    ]);
    expect(added[0]?.total).toBe(900 + 1200);
    expect(added[0]?.summary).toContain('1 × Admission with your pass');
  });

  it('offers a signed-in customer’s passes, and claims their own at once for the tour', async () => {
    const { bodies } = serve([], { cards: [card('1234-5678-90', {})], lname: 'Berg' });
    fireEvent.click(await screen.findByRole('button', { name: 'I have an annual pass' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use annual pass 1234-5678-90 (Anna Berg)' }));
    expect(await screen.findByRole('heading', { name: 'Annual pass 1234-5678-90 · Anna Berg' })).toBeTruthy();
    expect(bodies).toEqual([{ number: '1234-5678-90', lname: 'Berg', tour: 1 }]);
  });
});
