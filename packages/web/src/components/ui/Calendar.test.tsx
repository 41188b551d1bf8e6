import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCalendarLocales } from '../../../test-support/calendar-locales.ts';
import { Calendar, type CalendarDayInfo } from './Calendar.tsx';

// The calendar's day names come with the booking screens' code (issue 37).
beforeAll(loadCalendarLocales);

const info = (date: string): CalendarDayInfo =>
  date === '2026-11-25'
    ? { kind: 'soldOut', text: 'sold out' }
    : date === '2026-11-27'
      ? { kind: 'staffClosed', text: 'closed' }
      : date === '2026-11-24'
        ? { kind: 'few', text: 'few places left' }
        : date < '2026-11-23'
          ? { kind: 'past', text: 'in the past' }
          : { kind: 'available' };

function renderCalendar(loading = false) {
  const onSelect = vi.fn();
  const onUnavailable = vi.fn();
  const calendar = (loading: boolean) => (
    <Calendar
      lang="en"
      label="Dates for the tour"
      month="2026-11-01"
      onMonthChange={() => {}}
      selected="2026-11-24"
      onSelect={onSelect}
      onUnavailable={onUnavailable}
      dayInfo={info}
      loading={loading}
      legend={{ few: 'few places left', soldOut: 'sold out' }}
      today="2026-12-02"
      todayLabel="Today"
      labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />
  );
  const { rerender } = render(calendar(loading));
  return { onSelect, onUnavailable, loaded: () => rerender(calendar(false)) };
}

describe('Calendar', () => {
  afterEach(cleanup);

  it('asks about each day once a render, not once per kind of day and again for its label (issue 37)', () => {
    const asked = vi.fn(info);
    render(
      <Calendar
        lang="en"
        label="Dates for the tour"
        month="2026-11-01"
        onMonthChange={() => {}}
        selected="2026-11-24"
        onSelect={() => {}}
        dayInfo={asked}
        legend={{}}
        today="2026-12-02"
        todayLabel="Today"
        labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
      />,
    );
    expect(screen.getByRole('button', { name: /25 November 2026, sold out/ })).toBeTruthy();
    const days = new Set(asked.mock.calls.map(([date]) => date));
    expect(days.size).toBeGreaterThanOrEqual(30);
    expect(asked.mock.calls.length).toBe(days.size);
  });

  it('says why a day cannot be booked, keeps it focusable and refuses to choose it', () => {
    const { onSelect, onUnavailable } = renderCalendar();
    const soldOut = screen.getByRole('button', { name: /25 November 2026, sold out/ });
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.hasAttribute('disabled')).toBe(false);
    fireEvent.click(soldOut);
    expect(onUnavailable).toHaveBeenCalledWith('2026-11-25');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('names a day closed by the staff closed, not sold out, and refuses to choose it (issue 25)', () => {
    const { onSelect, onUnavailable } = renderCalendar();
    const closed = screen.getByRole('button', { name: /27 November 2026, closed$/ });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closed);
    expect(onUnavailable).toHaveBeenCalledWith('2026-11-27');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('chooses a bookable day and names the nearly full ones', () => {
    const { onSelect } = renderCalendar();
    expect(screen.getByRole('button', { name: /24 November 2026, few places left/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /26 November 2026$/ }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
    expect(screen.getByRole('grid', { name: /November 2026/ })).toBeTruthy();
    expect(screen.getByText('sold out', { selector: 'li' })).toBeTruthy();
  });

  it('keeps a day chosen while the month loads, and chooses or explains it once it is known', () => {
    const { onSelect, onUnavailable, loaded } = renderCalendar(true);
    fireEvent.click(screen.getByRole('button', { name: /26 November 2026$/ }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onUnavailable).not.toHaveBeenCalled();
    loaded();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('explains a day chosen while loading that turns out not to be bookable', () => {
    const { onSelect, onUnavailable, loaded } = renderCalendar(true);
    fireEvent.click(screen.getByRole('button', { name: /25 November 2026$/ }));
    loaded();
    expect(onUnavailable).toHaveBeenCalledWith('2026-11-25');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the days of a month still loading plain, not closed or sold out, and past days past', () => {
    const { loaded } = renderCalendar(true);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    const soldOut = screen.getByRole('button', { name: /25 November 2026$/ });
    expect(soldOut.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /22 November 2026, in the past/ })).toBeTruthy();
    loaded();
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(
      screen.getByRole('button', { name: /25 November 2026, sold out/ }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
