import { type Language, ticketCalendarEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compactRange, monthEnd, monthStart } from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * Places left per date (0: sold out; missing: no times) from the start of the month of `month` to
 * the end of the following month (spec §9).
 */
export async function getTicketCalendar(
  lang: Language,
  id: number,
  month: string,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const range = compactRange(monthStart(month), monthEnd(month, 1));
  const response = await apiCall(
    ticketCalendarEndpoint,
    { lang, params: { id, range }, query: { deep: '1' } },
    signal,
  );
  return response.data;
}

export const ticketCalendarQueryOptions = (lang: Language, id: number, month: string) =>
  queryOptions({
    queryKey: ['events', lang, 'calendar', id, monthStart(month)],
    queryFn: ({ signal }) => getTicketCalendar(lang, id, month, signal),
    placeholderData: keepPreviousData,
  });

export const useTicketCalendar = (lang: Language, id: number, month: string) =>
  useQuery(ticketCalendarQueryOptions(lang, id, month));
