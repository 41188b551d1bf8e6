import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { useNextTicketDateAfter } from './get-ticket-calendar.ts';

// An event sold out from 30 November through February: its next places are on 10 March 2027. The
// calendar's answers cover two months each (spec §9).

const PLACES_FROM: Record<string, Record<string, number>> = {
  '20261101': { '2026-11-30': 0, '2026-12-15': 0 },
  '20270101': { '2027-01-12': 0, '2027-02-09': 0 },
  '20270301': { '2027-03-10': 5, '2027-03-11': 40 },
  '20270501': { '2027-05-04': 40 },
};

/** Answers the calendar calls from PLACES_FROM, noting the first day of each range asked. */
function serveCalendar(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const from = /range\/(\d{8})/.exec(url.pathname)?.[1] ?? '';
      asked.push(from);
      return new Response(JSON.stringify({ data: PLACES_FROM[from] ?? {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeAll(() => configureApi({ apiBase: 'http://shop.test/api', shop: 1 }));
afterEach(() => vi.unstubAllGlobals());

describe('useNextTicketDateAfter', () => {
  it('looks two months at a time past the calendar shown, and stops at the first date with places', async () => {
    const asked = serveCalendar();
    const lifetime = { first: '2026-11-02', last: '2027-12-31' };
    const { result } = renderHook(
      () =>
        useNextTicketDateAfter('en', 1, '2026-11-01', '2026-11-30', '2026-11-26', lifetime, true, undefined),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe('2027-03-10'));
    // The shown months (November, December) are the calendar's own call, not asked again here.
    expect(asked).toEqual(['20270101', '20270301']);
  });

  it('asks nothing beyond the last day on sale, and answers null when there is no later date', async () => {
    const asked = serveCalendar();
    const lifetime = { first: '2026-11-02', last: '2027-02-28' };
    const { result } = renderHook(
      () =>
        useNextTicketDateAfter('en', 1, '2026-11-01', '2026-11-30', '2026-11-26', lifetime, true, undefined),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(asked).toEqual(['20270101']);
  });

  it('asks nothing while not wanted', async () => {
    const asked = serveCalendar();
    const { result } = renderHook(
      () =>
        useNextTicketDateAfter(
          'en',
          1,
          '2026-11-01',
          '2026-11-30',
          '2026-11-26',
          undefined,
          false,
          undefined,
        ),
      { wrapper },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });
});
