import type { StaffWaitingRoom, WaitingRoomSettings } from '@museum-shop/contract';
import { AnnouncerProvider } from '@museum-shop/ui/controls';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { WaitingRoomScreen } from './WaitingRoomScreen.tsx';

afterEach(cleanup);

const GET = 'GET staff/waitingRoom';
const POST = 'POST staff/waitingRoom';

function room(part: Partial<StaffWaitingRoom> = {}): StaffWaitingRoom {
  return {
    on: true,
    per_minute: 120,
    paused: false,
    opens_at: null,
    arrivals: 42,
    admitted: 30,
    waiting: 12,
    ...part,
  };
}

/**
 * The screen on a fake server that keeps the room as the real one does: a save answers the room as
 * saved, and switching it on from off starts an empty queue. `answerSave` replaces the save's answer.
 */
async function renderRoom(
  start: StaffWaitingRoom,
  options: {
    refreshMs?: number;
    answerSave?: (body: WaitingRoomSettings) => { status?: number; body: unknown } | undefined;
  } = {},
) {
  const server = { room: start };
  const view = await renderWithApi(
    <WaitingRoomScreen {...(options.refreshMs ? { refreshMs: options.refreshMs } : {})} />,
    {
      [GET]: () => ({ body: { data: server.room } }),
      [POST]: ({ body }) => {
        const settings = body as WaitingRoomSettings;
        const refused = options.answerSave?.(settings);
        if (refused) return refused;
        const fresh = settings.on && !server.room.on;
        server.room = {
          ...server.room,
          ...settings,
          ...(fresh ? { arrivals: 0, admitted: 0, waiting: 0 } : {}),
        };
        return { body: { data: server.room } };
      },
    },
    { route: '/waiting-room' },
  );
  const posts = () => view.calls.filter((call) => call.method === 'POST').map((call) => call.body);
  const gets = () => view.calls.filter((call) => call.method === 'GET');
  return { ...view, server, posts, gets };
}

/** A figure of the queue by its name: the value of its term in the figures' list. */
function figure(name: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((element) => element.textContent === name);
  return term?.nextElementSibling?.textContent;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The datetime-local field has no textbox role: found by its label. */
const opensAt = () => screen.getByLabelText('Sale opens') as HTMLInputElement;

function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const announced = () => screen.getByTestId('announcer').textContent;

describe('the waiting room screen (issue 38)', () => {
  it("shows the queue's figures and asks for them again while it is open", async () => {
    const { server, gets } = await renderRoom(room(), { refreshMs: 100 });
    const queue = await screen.findByRole('region', { name: 'Queue' });
    expect(figure('Waiting')).toBe('12');
    expect(figure('Let in')).toBe('30');
    expect(figure('Arrived')).toBe('42');
    expect(queue.textContent).toContain('120 visitors a minute are let in to pay, first come, first served.');
    expect(queue.textContent).toContain('At this rate the queue is through in about 1 minute.');
    expect(within(queue).getByRole('button', { name: 'Pause letting in' })).toBeTruthy();

    server.room = room({ arrivals: 1_250, admitted: 40, waiting: 1_210 });
    await waitFor(() => expect(figure('Waiting')).toBe('1,210'));
    expect(figure('Let in')).toBe('40');
    expect(figure('Arrived')).toBe('1,250');
    expect(queue.textContent).toContain('At this rate the queue is through in about 11 minutes.');
    expect(gets().length).toBeGreaterThanOrEqual(2);
    expect(gets().every((call) => call.url === '/api/en/staff/waitingRoom?shop=1')).toBe(true);
  });

  it('says the room is off instead of showing a queue, and that switching it on starts a new sale', async () => {
    await renderRoom(room({ on: false, arrivals: 300, admitted: 300, waiting: 0 }));
    const queue = await screen.findByRole('region', { name: 'Queue' });
    expect(queue.textContent).toContain('The waiting room is off.');
    expect(within(queue).queryByRole('term')).toBeNull();
    expect(screen.queryByRole('button', { name: /letting in/ })).toBeNull();
    const on = screen.getByRole('checkbox', { name: 'Waiting room on' });
    expect(description(on)).toContain('Switching it on starts a new sale: the queue starts empty.');
  });

  it('tells when the sale opens while visitors queue before it', async () => {
    const opens = new Date(Date.now() + 2 * 86_400_000);
    opens.setUTCHours(9, 30, 0, 0);
    await renderRoom(room({ opens_at: opens.toISOString(), admitted: 0, waiting: 42 }));
    const queue = await screen.findByRole('region', { name: 'Queue' });
    const [year, month, day] = opens.toISOString().slice(0, 10).split('-');
    // Tests run in UTC: the field and the text show the opening in this computer's time zone.
    expect(queue.textContent).toContain(`Not open yet The sale opens on ${day}.${month}.${year} 09:30.`);
    expect(opensAt().value).toBe(`${year}-${month}-${day}T09:30`);
    expect(queue.textContent).not.toContain('the queue is through');
  });

  it('saves the settings: sends the whole body, announces it and keeps the focus', async () => {
    const { posts } = await renderRoom(
      room({ on: false, per_minute: 60, arrivals: 300, admitted: 300, waiting: 0 }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Waiting room on' }));
    fireEvent.change(field('Visitors let in per minute'), { target: { value: ' 250 ' } });
    fireEvent.change(opensAt(), { target: { value: '2026-12-02T10:00' } });
    expect(description(opensAt())).toContain("Times are in this computer's time zone (UTC).");
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.click(save);

    await waitFor(() => expect(announced()).toBe('Waiting room saved: on, 250 visitors a minute.'));
    expect(posts()).toEqual([
      { on: true, per_minute: 250, paused: false, opens_at: '2026-12-02T10:00:00.000Z' },
    ]);
    expect(document.activeElement).toBe(save);
    // The answer shows at once: a room switched on starts with an empty queue.
    const queue = screen.getByRole('region', { name: 'Queue' });
    await waitFor(() => expect(figure('Waiting')).toBe('0'));
    expect(figure('Arrived')).toBe('0');
    expect(within(queue).getByRole('button', { name: 'Pause letting in' })).toBeTruthy();
    expect(field('Visitors let in per minute').value).toBe('250');
  });

  it('pauses at once with the room as saved, leaving unsaved edits alone, and resumes', async () => {
    const { posts } = await renderRoom(room());
    await screen.findByRole('region', { name: 'Queue' });
    fireEvent.change(field('Visitors let in per minute'), { target: { value: '999' } });
    const pause = screen.getByRole('button', { name: 'Pause letting in' });
    act(() => pause.focus());
    fireEvent.click(pause);

    await waitFor(() => expect(announced()).toBe('Paused: nobody is let in until you resume.'));
    expect(posts()).toEqual([{ on: true, per_minute: 120, paused: true, opens_at: null }]);
    const queue = screen.getByRole('region', { name: 'Queue' });
    expect(queue.textContent).toContain('Paused Nobody is let in until you resume.');
    // The same button, now to resume: the focus stays on it.
    expect(pause.textContent).toBe('Resume letting in');
    expect(document.activeElement).toBe(pause);
    expect(field('Visitors let in per minute').value).toBe('999');

    fireEvent.click(pause);
    await waitFor(() => expect(announced()).toBe('Resumed: visitors are let in again.'));
    expect(posts()[1]).toEqual({ on: true, per_minute: 120, paused: false, opens_at: null });
    expect(pause.textContent).toBe('Pause letting in');
  });

  it("puts the server's 422 beside its field and focuses it", async () => {
    const { posts } = await renderRoom(room(), {
      answerSave: () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the errors in the form',
          errors: { per_minute: ['Too many for this shop.'] },
        },
      }),
    });
    await screen.findByRole('region', { name: 'Queue' });
    fireEvent.change(field('Visitors let in per minute'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const rate = field('Visitors let in per minute');
    await waitFor(() => expect(document.activeElement).toBe(rate));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(description(rate)).toContain('Too many for this shop.');
    expect(opensAt().getAttribute('aria-invalid')).toBeNull();
    expect(posts()).toHaveLength(1);
    expect(announced()).toBe('');
  });

  it("checks the rate by the contract's rule before sending", async () => {
    const { posts } = await renderRoom(room());
    await screen.findByRole('region', { name: 'Queue' });
    fireEvent.change(field('Visitors let in per minute'), { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const rate = field('Visitors let in per minute');
    await waitFor(() => expect(document.activeElement).toBe(rate));
    expect(description(rate)).toContain('Enter a whole number from 1 to 100,000.');
    fireEvent.change(rate, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(posts()).toEqual([]);
  });

  it('says when the room cannot be loaded, and loads it again on request', async () => {
    let down = true;
    await renderWithApi(<WaitingRoomScreen />, {
      [GET]: () =>
        down
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }
          : { body: { data: room() } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role may not do this.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Queue' })).toBeTruthy();
  });

  it('shows a change made elsewhere in the fields not being edited', async () => {
    const { server } = await renderRoom(room(), { refreshMs: 100 });
    await screen.findByRole('region', { name: 'Queue' });
    fireEvent.change(opensAt(), { target: { value: '2026-12-24T09:00' } });
    server.room = room({ per_minute: 300 });
    await waitFor(() => expect(field('Visitors let in per minute').value).toBe('300'));
    expect(opensAt().value).toBe('2026-12-24T09:00');
    expect(screen.getByRole('checkbox', { name: 'Waiting room on' })).toHaveProperty('checked', true);
  });

  it('asks before unsaved edits are left behind', async () => {
    // The app's data router, which lets a screen ask (the providers and the fake server of renderWithApi).
    const { queryClient } = await renderWithApi(null, { [GET]: () => ({ body: { data: room() } }) });
    const router = createMemoryRouter(
      [
        {
          path: '/waiting-room',
          element: (
            <>
              <Link to="/orders">Orders</Link>
              <WaitingRoomScreen />
            </>
          ),
        },
        { path: '/orders', element: <h1>Orders</h1> },
      ],
      { initialEntries: ['/waiting-room'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <AnnouncerProvider>
          <RouterProvider router={router} />
        </AnnouncerProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('region', { name: 'Queue' });
    fireEvent.change(field('Visitors let in per minute'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Visitors let in per minute').value).toBe('90');
    expect(router.state.location.pathname).toBe('/waiting-room');
  });
});
