import { WAITING_POLL_SECONDS, type WaitingRoomState } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopContext } from '../../features/config/shop-context.ts';
import {
  readWaitingPass,
  waitingPassKey,
  waitingTicketKey,
} from '../../features/waiting-room/waiting-room-storage.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { Component as WaitingRoom } from './waiting-room.tsx';

const TICKET = 'ticket-0000000000000001';
const OLD_TICKET = 'ticket-of-an-earlier-sale';
const TICKET_KEY = waitingTicketKey(1);

const place = (fields: Partial<WaitingRoomState> = {}): WaitingRoomState => ({
  ticket: TICKET,
  admitted: false,
  ahead: 12,
  wait_seconds: 150,
  opens_at: null,
  paused: false,
  pass: null,
  pass_expires_at: null,
  ...fields,
});

interface Call {
  path: string;
  body: unknown;
}
let calls: Call[];
/** The answers of the next calls, in order, per path; the last one stays. */
let answers: Record<'waitingRoom/join' | 'waitingRoom/status', Response[]>;

const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  Response.json(body, { status, ...(headers ? { headers } : {}) });
const ok = (state: WaitingRoomState) => json(200, { data: state });

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\/en\//, '');
      calls.push({ path, body: await request.json() });
      const queue = answers[path as keyof typeof answers];
      if (!queue?.length) return json(404, { code: 'NOT_FOUND', message: path });
      return (queue.length > 1 ? queue.shift() : queue[0])?.clone() ?? json(500, {});
    }),
  );
}

/** Where the router is, for the screens the waiting room sends the visitor on to. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

function renderRoom(entry = '/en/waiting-room?next=%2Fen%2Fcheckout') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryClientProvider client={new QueryClient()}>
        <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
          <Routes>
            <Route path="/en/waiting-room" element={<WaitingRoom />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </ShopContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const paths = () => calls.map((call) => call.path);
const status = () => screen.getByRole('status');

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  calls = [];
  answers = { 'waitingRoom/join': [ok(place())], 'waitingRoom/status': [ok(place())] };
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the waiting room (issue 38)', () => {
  it('takes a place, focuses its heading and tells the place and the estimate in a polite live region', async () => {
    answers['waitingRoom/join'] = [ok(place({ ahead: 12, wait_seconds: 150 }))];
    renderRoom();
    const heading = screen.getByRole('heading', { level: 1, name: 'Waiting room' });
    expect(document.activeElement).toBe(heading);

    expect(await screen.findByText('12 people are ahead of you in the queue.')).toBeTruthy();
    expect(status().textContent).toBe(
      '12 people are ahead of you in the queue.Estimated wait: about 3 minutes.',
    );
    // The update moved no focus.
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(/If you reload it, or come back later in this browser, you keep your place\./),
    ).toBeTruthy();
    expect(calls).toEqual([{ path: 'waitingRoom/join', body: {} }]);
    expect(localStorage.getItem(TICKET_KEY)).toBe(TICKET);
  });

  it('says so when the visitor is next or one is before them, with the seconds under a minute', async () => {
    answers['waitingRoom/join'] = [ok(place({ ahead: 1, wait_seconds: 41 }))];
    renderRoom();
    expect(await screen.findByText('1 person is ahead of you in the queue.')).toBeTruthy();
    expect(within(status()).getByText('Estimated wait: about 50 seconds.')).toBeTruthy();
    cleanup();

    answers['waitingRoom/status'] = [ok(place({ ahead: 0, wait_seconds: 8 }))];
    renderRoom();
    expect(await screen.findByText('You are next in the queue.')).toBeTruthy();
    expect(within(status()).getByText('Estimated wait: about 10 seconds.')).toBeTruthy();
  });

  it('says the queue is paused, without an estimate, and when the sale opens on the museum’s clock', async () => {
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    answers['waitingRoom/join'] = [
      ok(place({ paused: true, wait_seconds: null, opens_at: '2026-11-27T09:30:00Z' })),
    ];
    renderRoom();
    expect(await screen.findByText(/The queue is paused for a moment\. You keep your place/)).toBeTruthy();
    expect(status().textContent).not.toContain('Estimated wait');
    // Berlin is an hour ahead of UTC in November: d.m.Y H:i on the museum's clock.
    expect(within(status()).getByText('Sales open on 27.11.2026 10:30.')).toBeTruthy();
  });

  it('does not tell an opening that has passed', async () => {
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    answers['waitingRoom/join'] = [ok(place({ opens_at: '2026-11-25T08:00:00Z' }))];
    renderRoom();
    expect(await screen.findByText('12 people are ahead of you in the queue.')).toBeTruthy();
    expect(status().textContent).not.toContain('Sales open');
  });

  it('asks every WAITING_POLL_SECONDS and, once let in, keeps the pass and goes on to next', async () => {
    vi.useFakeTimers({
      now: Date.now(),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const passEnds = new Date(Date.now() + 20 * 60_000).toISOString();
    answers['waitingRoom/join'] = [ok(place({ ahead: 1, wait_seconds: 12 }))];
    answers['waitingRoom/status'] = [
      ok(place({ admitted: true, ahead: 0, wait_seconds: 0, pass: 'pass-1', pass_expires_at: passEnds })),
    ];
    renderRoom('/en/waiting-room?next=%2Fen%2Fcheckout%3Fstep%3Dpayment');
    expect(await screen.findByText('1 person is ahead of you in the queue.')).toBeTruthy();
    expect(readWaitingPass()).toBeNull();

    // Not asked again before the poll's time…
    await act(() => vi.advanceTimersByTimeAsync(WAITING_POLL_SECONDS * 1000 - 1500));
    expect(paths()).toEqual(['waitingRoom/join']);
    // …and asked with the kept ticket when it comes.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/en/checkout?step=payment');
    expect(calls).toEqual([
      { path: 'waitingRoom/join', body: {} },
      { path: 'waitingRoom/status', body: { ticket: TICKET } },
    ]);
    expect(readWaitingPass()).toBe('pass-1');
    expect(JSON.parse(sessionStorage.getItem(waitingPassKey(1)) ?? 'null')).toEqual({
      pass: 'pass-1',
      expires_at: passEnds,
    });
  });

  it('with the room off (no pass needed) goes straight on, to the checkout when next leads out of the shop', async () => {
    answers['waitingRoom/join'] = [ok(place({ admitted: true, ahead: 0, wait_seconds: 0 }))];
    renderRoom('/en/waiting-room?next=%2F%2Fevil.example%2Fen%2Fcheckout');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/en/checkout');
    expect(readWaitingPass()).toBeNull();
  });

  it('keeps its place across a reload: asks where the kept ticket stands instead of queueing again', async () => {
    answers['waitingRoom/join'] = [ok(place({ ahead: 5 }))];
    answers['waitingRoom/status'] = [ok(place({ ahead: 3 }))];
    const first = renderRoom();
    expect(await screen.findByText('5 people are ahead of you in the queue.')).toBeTruthy();
    first.unmount();

    renderRoom();
    expect(await screen.findByText('3 people are ahead of you in the queue.')).toBeTruthy();
    expect(calls).toEqual([
      { path: 'waitingRoom/join', body: {} },
      { path: 'waitingRoom/status', body: { ticket: TICKET } },
    ]);
  });

  it('takes a new place when the server no longer knows the kept one (410)', async () => {
    localStorage.setItem(TICKET_KEY, OLD_TICKET);
    answers['waitingRoom/status'] = [
      json(410, { code: 'WAITING_TICKET_UNKNOWN', message: 'A place of an earlier sale' }),
    ];
    answers['waitingRoom/join'] = [ok(place({ ticket: TICKET, ahead: 40 }))];
    renderRoom();
    expect(await screen.findByText('40 people are ahead of you in the queue.')).toBeTruthy();
    expect(calls).toEqual([
      { path: 'waitingRoom/status', body: { ticket: OLD_TICKET } },
      { path: 'waitingRoom/join', body: {} },
    ]);
    expect(localStorage.getItem(TICKET_KEY)).toBe(TICKET);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why it cannot tell the place, and asks again on retry', async () => {
    answers['waitingRoom/join'] = [
      json(429, { code: 'RATE_LIMITED', message: 'Too many' }, { 'Retry-After': '30' }),
      ok(place({ ahead: 7 })),
    ];
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts. Please wait a moment and try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7 people are ahead of you in the queue.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(paths()).toEqual(['waitingRoom/join', 'waitingRoom/join']);
  });
});
