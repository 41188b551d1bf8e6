import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCalendarLocales } from '../../../test-support/calendar-locales.ts';
import { initI18n } from '../../lib/i18n.ts';
import { BookingPanel, type BookingTime, BookingTimes } from './BookingPanel.tsx';

function renderWithProblems(
  problems: { code: 'NOT_ENOUGH_PLACES' | 'SOLD_OUT'; requested?: number; available?: number }[],
) {
  render(
    <MemoryRouter>
      <BookingPanel
        lang="en"
        name="Highlights tour"
        calendar={{
          today: '2026-11-01',
          month: '2026-11-01',
          onMonthChange: () => {},
          endMonth: undefined,
          selected: undefined,
          onSelect: () => {},
          dayInfo: () => ({ kind: 'available' }),
          closedLegend: 'no tour that day',
          loading: false,
          explained: undefined,
          onUnavailable: () => {},
          next: undefined,
        }}
        summary={{
          lines: [],
          total: 0,
          problems,
          missing: [],
          attempted: true,
          onAdd: () => {},
          added: undefined,
          basketPath: '/en/checkout',
          when: undefined,
        }}
      >
        {null}
      </BookingPanel>
    </MemoryRouter>,
  );
}

describe('BookingPanel problems', () => {
  beforeAll(async () => {
    // The panel's calendar suspends until its day names are loaded, as the booking screens preload them.
    await loadCalendarLocales();
    const i18n = await initI18n('en');
    await i18n.loadNamespaces('booking');
  });
  afterEach(cleanup);

  it('chooses the plural form by the number available (issue 26: not "1 places")', () => {
    renderWithProblems([{ code: 'NOT_ENOUGH_PLACES', requested: 3, available: 1 }]);
    expect(screen.getByText('Only 1 place is left at this time; you asked for 3.')).toBeTruthy();
    cleanup();
    renderWithProblems([{ code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 }]);
    expect(screen.getByText('Only 2 places are left at this time; you asked for 3.')).toBeTruthy();
  });

  it('still says the problems without numbers', () => {
    renderWithProblems([{ code: 'SOLD_OUT' }]);
    expect(screen.getByText('This time is sold out.')).toBeTruthy();
  });
});

describe('BookingTimes', () => {
  beforeAll(async () => {
    const i18n = await initI18n('en');
    await i18n.loadNamespaces('booking');
  });
  afterEach(cleanup);

  it('says "closed", not "sold out", for a time the staff closed, and it cannot be chosen (issue 25)', () => {
    const time = (value: string, rest: Partial<BookingTime>): BookingTime => ({
      value,
      label: value,
      bookable: false,
      state: 'sold_out',
      left: 0,
      ...rest,
    });
    render(
      <BookingTimes
        name="times"
        value={undefined}
        onChange={() => {}}
        times={[
          time('10:00', { closed: true }),
          time('11:00', {}),
          time('12:00', { state: 'expired', closed: true }),
          time('13:00', { bookable: true, state: 'available', left: 12 }),
        ]}
      />,
    );
    const closed = screen.getByRole('radio', { name: '10:00 closed' });
    expect((closed as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('radio', { name: '11:00 sold out' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '12:00 already started' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '13:00 12 places left' })).toBeTruthy();
  });
});
