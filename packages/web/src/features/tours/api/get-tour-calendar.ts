import { type Language, type TourCalendarResponse, tourCalendarEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  compactRange,
  firstDateInMonthsAhead,
  monthEnd,
  monthStart,
} from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { nextBookableDate } from '../tour-rules.ts';

export type TourCalendar = TourCalendarResponse['data'];

/** A tour's times per date of the month of `month` (spec §9: start to end of the month). */
export async function getTourCalendar(
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<TourCalendar> {
  const range = compactRange(monthStart(month), monthEnd(month));
  const response = await apiCall(
    tourCalendarEndpoint,
    { lang, params: { id, range }, query: { preview } },
    signal,
  );
  return response.data;
}

export const tourCalendarQueryOptions = (
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
) =>
  queryOptions({
    queryKey: ['tours', lang, 'calendar', id, monthStart(month), preview ?? null],
    queryFn: ({ signal }) => getTourCalendar(lang, id, month, preview, signal),
    placeholderData: keepPreviousData,
  });

export const useTourCalendar = (lang: Language, id: number, month: string, preview: string | undefined) =>
  useQuery(tourCalendarQueryOptions(lang, id, month, preview));

/**
 * The first bookable date after `after` in the months that follow `month`, asked only when
 * `wanted`: where a day cannot be booked and its month has no later day, the next one may lie
 * months on. Months are asked one by one until a date is found, the tour's last day on sale
 * (`last`) is passed, or a year is looked through; each month's answer is the cache entry the
 * calendar shows when that month is opened. `null` when there is none.
 */
export function useNextTourDateAfter(
  lang: Language,
  id: number,
  month: string,
  after: string | undefined,
  last: string | null | undefined,
  wanted: boolean,
  preview: string | undefined,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['tours', lang, 'nextDate', id, monthStart(month), after, last, preview ?? null],
    enabled: wanted && after !== undefined,
    queryFn: () =>
      firstDateInMonthsAhead(
        month,
        1,
        last,
        (start) => queryClient.fetchQuery(tourCalendarQueryOptions(lang, id, start, preview)),
        (calendar) => (after ? nextBookableDate(after, calendar) : undefined),
      ),
  });
}
