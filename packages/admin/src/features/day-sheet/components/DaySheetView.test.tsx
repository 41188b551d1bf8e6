import type { DaySheet, DaySheetSlot } from '@museum-shop/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { useDaySheet } from '../api/day-sheet.ts';
import { DayPicker } from './DayPicker.tsx';
import { DaySheetView } from './DaySheetView.tsx';

afterEach(cleanup);

const DATE = '2026-11-28';

function slot(id: number, time: string, closed = false): DaySheetSlot {
  return {
    kind: 'event',
    slot_id: id,
    product_id: 2,
    product_name: 'Museum day ticket',
    datetime: `${DATE} ${time}`,
    ends: `${DATE} 17:00`,
    capacity: 30,
    sold: 4,
    held: 0,
    free: 26,
    closed,
  };
}

/** A day sheet served by a fake server that closes and reopens as the real one does. */
async function renderDay(slots: DaySheetSlot[]) {
  const day = { slots };
  const sheet = (): DaySheet => ({
    date: DATE,
    closed: day.slots.every((s) => s.closed),
    slots: day.slots,
    totals: { capacity: 60, sold: 8, held: 0, free: 52 },
  });
  function Day() {
    const query = useDaySheet(DATE);
    return query.data ? <DaySheetView sheet={query.data} /> : null;
  }
  const view = await renderWithApi(<Day />, {
    'GET staff/day-sheet': () => ({ body: { data: sheet() } }),
    'POST staff/slots/close': ({ body }) => {
      const { slot_id, closed } = body as { slot_id: number; closed: boolean };
      day.slots = day.slots.map((s) => (s.slot_id === slot_id ? { ...s, closed } : s));
      return { body: { data: day.slots.find((s) => s.slot_id === slot_id) } };
    },
    'POST staff/days/close': ({ body }) => {
      const { closed } = body as { closed: boolean };
      day.slots = day.slots.map((s) => ({ ...s, closed }));
      return { body: { data: sheet() } };
    },
  });
  const posts = () => view.calls.filter((call) => call.method === 'POST');
  return { ...view, posts };
}

describe('closing on the day sheet asks first (issue 34)', () => {
  it('says what closing a slot does; Cancel closes nothing; confirming closes it and gives the focus back', async () => {
    const { posts } = await renderDay([slot(1, '10:00'), slot(2, '14:00')]);
    const close = await screen.findByRole('button', { name: 'Close 10:00 Museum day ticket' });
    act(() => close.focus());
    fireEvent.click(close);
    let dialog = await screen.findByRole('dialog', { name: 'Close 10:00 Museum day ticket?' });
    expect(dialog.textContent).toContain(
      'No more tickets will be sold for this slot. Tickets already sold stay valid.',
    );
    expect(posts()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(close));

    fireEvent.click(close);
    dialog = await screen.findByRole('dialog', { name: 'Close 10:00 Museum day ticket?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the slot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((call) => call.body)).toEqual([{ kind: 'event', slot_id: 1, closed: true }]);
    // The same button, now to reopen, has the focus back.
    const reopen = await screen.findByRole('button', { name: 'Reopen 10:00 Museum day ticket' });
    expect(reopen).toBe(close);
    await waitFor(() => expect(document.activeElement).toBe(reopen));
  });

  it('reopens a slot without asking', async () => {
    const { posts } = await renderDay([slot(1, '10:00', true), slot(2, '14:00')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen 10:00 Museum day ticket' }));
    await waitFor(() =>
      expect(posts().map((call) => call.body)).toEqual([{ kind: 'event', slot_id: 1, closed: false }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many open slots closing the whole day closes, and closes them once confirmed', async () => {
    const { posts } = await renderDay([slot(1, '10:00'), slot(2, '14:00'), slot(3, '16:00', true)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close the whole day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close every slot on 28.11.2026?' });
    expect(dialog.textContent).toContain(
      'No more tickets will be sold for the 2 slots still open on this day.',
    );
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((call) => call.body)).toEqual([{ date: DATE, closed: true }]);
    // Reopening the day asks nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen the whole day' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the day sheet’s date (issue 34)', () => {
  it('is shown day first and changes by keyboard, giving the day sheet YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderWithApi(<DayPicker date={DATE} onChange={onChange} />, {});
    const field = screen.getByRole('group', { name: 'Date' });
    expect((field.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe('28/11/2026');
    const [day] = within(field).getAllByRole('spinbutton');
    if (!day) throw new Error('no day segment');
    act(() => day.focus());
    fireEvent.keyDown(day, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
  });
});
