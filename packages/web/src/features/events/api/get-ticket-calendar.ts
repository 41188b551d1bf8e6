import { type Language, ticketCalendarEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  compactRange,
  firstDateInMonthsAhead,
  monthEnd,
  monthStart,
} from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { nextEventDate } from '../ticket-rules.ts';

export interface TicketCalendar {
  /** Date → places left (0: sold out or closed; missing: no times). */
  places: Record<string, number>;
  /** Dates whose times left are all closed by the staff (issue 25); empty where the server says none. */
  closedDates: string[];
}

/**
 * Places left per date and the dates closed by the staff, from the start of the month of `month` to
 * the end of the following month (spec §9).
 */
export async function getTicketCalendar(
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<TicketCalendar> {
  const range = compactRange(monthStart(month), monthEnd(month, 1));
  const response = await apiCall(
    ticketCalendarEndpoint,
    { lang, params: { id, range }, query: { deep: '1', preview } },
    signal,
  );
  return { places: response.data, closedDates: response.closed_dates ?? [] };
}

export const ticketCalendarQueryOptions = (
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
) =>
  queryOptions({
    queryKey: ['events', lang, 'calendar', id, monthStart(month), preview ?? null],
    queryFn: ({ signal }) => getTicketCalendar(lang, id, month, preview, signal),
    placeholderData: keepPreviousData,
  });

export const useTicketCalendar = (lang: Language, id: number, month: string, preview: string | undefined) =>
  useQuery(ticketCalendarQueryOptions(lang, id, month, preview));

/**
 * The first bookable date after `after` beyond the two months the calendar's answer for `month`
 * covers, asked only when `wanted`: where a day cannot be booked and no later day in those months
 * can, the next one may lie months on. Each further answer (two months at a time) is the cache
 * entry the calendar shows when its month is opened; the search ends at a date, past the event's
 * last day on sale, or a year on. `null` when there is none.
 */
export function useNextTicketDateAfter(
  lang: Language,
  id: number,
  month: string,
  after: string | undefined,
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
  wanted: boolean,
  preview: string | undefined,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['events', lang, 'nextDate', id, monthStart(month), after, today, lifetime, preview ?? null],
    enabled: wanted && after !== undefined,
    queryFn: () =>
      firstDateInMonthsAhead(
        month,
        2,
        lifetime?.last,
        (start) => queryClient.fetchQuery(ticketCalendarQueryOptions(lang, id, start, preview)),
        (calendar) => (after ? nextEventDate(after, calendar, today, lifetime) : undefined),
      ),
  });
}
