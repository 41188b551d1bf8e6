import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarDayInfo } from './Calendar.tsx';

const info = (date: string): CalendarDayInfo =>
  date === '2026-11-25'
    ? { kind: 'soldOut', text: 'sold out' }
    : date === '2026-11-24'
      ? { kind: 'few', text: 'few places left' }
      : date < '2026-11-23'
        ? { kind: 'past', text: 'in the past' }
        : { kind: 'available' };

function renderCalendar() {
  const onSelect = vi.fn();
  const onUnavailable = vi.fn();
  render(
    <Calendar
      lang="en"
      label="Dates for the tour"
      month="2026-11-01"
      onMonthChange={() => {}}
      selected="2026-11-24"
      onSelect={onSelect}
      onUnavailable={onUnavailable}
      dayInfo={info}
      legend={{ few: 'few places left', soldOut: 'sold out' }}
      todayLabel="Today"
      labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />,
  );
  return { onSelect, onUnavailable };
}

describe('Calendar', () => {
  afterEach(cleanup);

  it('says why a day cannot be booked, keeps it focusable and refuses to choose it', () => {
    const { onSelect, onUnavailable } = renderCalendar();
    const soldOut = screen.getByRole('button', { name: /25 November 2026, sold out/ });
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.hasAttribute('disabled')).toBe(false);
    fireEvent.click(soldOut);
    expect(onUnavailable).toHaveBeenCalledWith('2026-11-25');
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
});
