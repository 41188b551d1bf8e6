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
 * the end of the following month (spec §9). For a visitor booking with an annual pass (`members`,
 * issue 36) the places kept for members count too.
 */
export async function getTicketCalendar(
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  members: boolean,
  signal?: AbortSignal,
): Promise<TicketCalendar> {
  const range = compactRange(monthStart(month), monthEnd(month, 1));
  const query = { deep: '1' as const, preview, ...(members && { members: '1' as const }) };
  const response = await apiCall(ticketCalendarEndpoint, { lang, params: { id, range }, query }, signal);
  return { places: response.data, closedDates: response.closed_dates ?? [] };
}

export const ticketCalendarQueryOptions = (
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  members = false,
) =>
  queryOptions({
    queryKey: ['events', lang, 'calendar', id, monthStart(month), preview ?? null, members],
    queryFn: ({ signal }) => getTicketCalendar(lang, id, month, preview, members, signal),
    placeholderData: keepPreviousData,
  });

export const useTicketCalendar = (
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  members = false,
) => useQuery(ticketCalendarQueryOptions(lang, id, month, preview, members));

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
  members = false,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [
      'events',
      lang,
      'nextDate',
      id,
      monthStart(month),
      after,
      today,
      lifetime,
      preview ?? null,
      members,
    ],
    enabled: wanted && after !== undefined,
    queryFn: () =>
      firstDateInMonthsAhead(
        month,
        2,
        lifetime?.last,
        (start) => queryClient.fetchQuery(ticketCalendarQueryOptions(lang, id, start, preview, members)),
        (calendar) => (after ? nextEventDate(after, calendar, today, lifetime) : undefined),
      ),
  });
}
