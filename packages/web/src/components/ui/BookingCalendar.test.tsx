import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCalendarLocales } from '../../../test-support/calendar-locales.ts';
import { BookingCalendar } from './BookingCalendar.tsx';
import type { CalendarDayInfo, CalendarProps } from './Calendar.tsx';
import { SERVER_CALENDAR_ATTRIBUTE } from './calendar-code.ts';

beforeAll(loadCalendarLocales);

const SOLD_OUT = '2026-12-12';
const dayInfo = (date: string): CalendarDayInfo =>
  date < '2026-12-02'
    ? { kind: 'past', text: 'in the past' }
    : date === SOLD_OUT
      ? { kind: 'soldOut', text: 'sold out' }
      : { kind: 'available' };

function props(overrides: Partial<CalendarProps> = {}): CalendarProps {
  return {
    lang: 'en',
    label: 'Dates for Highlights',
    month: '2026-12-02',
    onMonthChange: () => {},
    selected: '2026-12-02',
    onSelect: () => {},
    dayInfo,
    legend: { soldOut: 'Sold out' },
    today: '2026-12-02',
    todayLabel: 'Today',
    labels: { previousMonth: 'Previous month', nextMonth: 'Next month' },
    ...overrides,
  };
}

/** What the server's build sends: the calendar's HTML in the page. */
function serverPage(element: ReactElement): HTMLElement {
  vi.stubEnv('SSR', true);
  try {
    const page = document.createElement('div');
    page.innerHTML = renderToString(element);
    document.body.append(page);
    return page;
  } finally {
    vi.unstubAllEnvs();
  }
}

let root: Root | undefined;
let page: HTMLElement | undefined;
afterEach(() => {
  // Not a root of render()'s: cleanup() would leave it rendering into the next test.
  act(() => root?.unmount());
  root = undefined;
  page?.remove();
  cleanup();
});

/** The server's page of `element`, taken over by the browser as main.tsx does. */
async function hydrated(element: ReactElement) {
  page = serverPage(element);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(page as HTMLElement, element, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return page;
}

const dayButton = (container: ParentNode, day: string) =>
  container.querySelector<HTMLButtonElement>(`[data-day="${day}"] button`);
const serverHtmlShown = (container: ParentNode) =>
  container.querySelector(`[${SERVER_CALENDAR_ATTRIBUTE}]`) !== null;

describe('BookingCalendar on a page the server rendered (issue 37)', () => {
  it('keeps the server’s calendar as it came until the visitor reaches for it', async () => {
    const calendarProps = props();
    const container = await hydrated(<BookingCalendar {...calendarProps} />);
    const serverDay = dayButton(container, '2026-12-10');
    expect(serverDay?.getAttribute('aria-label')).toBe('Thursday, 10 December 2026');
    expect(dayButton(container, SOLD_OUT)?.getAttribute('aria-label')).toBe(
      'Saturday, 12 December 2026, sold out',
    );
    expect(serverHtmlShown(container)).toBe(true);
    // A re-render with the same things to show leaves it alone.
    await act(async () => root?.render(<BookingCalendar {...props()} />));
    expect(dayButton(container, '2026-12-10')).toBe(serverDay);
  });

  it('gives a day pressed before its code came to the calendar once it is there', async () => {
    const onSelect = vi.fn();
    const calendarProps = props({ onSelect });
    const container = await hydrated(<BookingCalendar {...calendarProps} />);
    await act(async () => {
      dayButton(container, '2026-12-10')?.click();
    });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith('2026-12-10'));
    expect(serverHtmlShown(container)).toBe(false);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on its day, and gives it every key pressed before the code came, in order', async () => {
    const onSelect = vi.fn();
    const calendarProps = props({ onSelect });
    const container = await hydrated(<BookingCalendar {...calendarProps} />);
    const today = dayButton(container, '2026-12-02');
    await act(async () => {
      today?.focus();
      if (!today) return;
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter'])
        fireEvent.keyDown(today, { key });
    });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith('2026-12-05'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, 5 December 2026');
    expect(serverHtmlShown(container)).toBe(false);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows what changed once what it shows changes, though nobody reached for it', async () => {
    function Screen() {
      const [selected, setSelected] = useState('2026-12-02');
      return (
        <>
          <button type="button" onClick={() => setSelected('2026-12-15')}>
            Next free day
          </button>
          <BookingCalendar {...props({ selected })} />
        </>
      );
    }
    const container = await hydrated(<Screen />);
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button')?.click();
    });
    await vi.waitFor(() =>
      expect(container.querySelector('[data-day="2026-12-15"]')?.getAttribute('aria-selected')).toBe('true'),
    );
    expect(serverHtmlShown(container)).toBe(false);
  });
});

describe('BookingCalendar on a screen opened in the browser', () => {
  it('renders the calendar at once', async () => {
    render(<BookingCalendar {...props()} />);
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(document.querySelector(`[${SERVER_CALENDAR_ATTRIBUTE}]`)).toBeNull();
  });
});
