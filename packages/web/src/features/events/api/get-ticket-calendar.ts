import { type Language, ticketCalendarEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compactRange, monthEnd, monthStart } from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';

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
  signal?: AbortSignal,
): Promise<TicketCalendar> {
  const range = compactRange(monthStart(month), monthEnd(month, 1));
  const response = await apiCall(
    ticketCalendarEndpoint,
    { lang, params: { id, range }, query: { deep: '1' } },
    signal,
  );
  return { places: response.data, closedDates: response.closed_dates ?? [] };
}

export const ticketCalendarQueryOptions = (lang: Language, id: number, month: string) =>
  queryOptions({
    queryKey: ['events', lang, 'calendar', id, monthStart(month)],
    queryFn: ({ signal }) => getTicketCalendar(lang, id, month, signal),
    placeholderData: keepPreviousData,
  });

export const useTicketCalendar = (lang: Language, id: number, month: string) =>
  useQuery(ticketCalendarQueryOptions(lang, id, month));
