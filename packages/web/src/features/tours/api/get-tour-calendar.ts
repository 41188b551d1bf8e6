import { type Language, type TourCalendarResponse, tourCalendarEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compactRange, monthEnd, monthStart } from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';

export type TourCalendar = TourCalendarResponse['data'];

/** A tour's times per date of the month of `month` (spec §9: start to end of the month). */
export async function getTourCalendar(
  lang: Language,
  id: number,
  month: string,
  signal?: AbortSignal,
): Promise<TourCalendar> {
  const range = compactRange(monthStart(month), monthEnd(month));
  const response = await apiCall(tourCalendarEndpoint, { lang, params: { id, range } }, signal);
  return response.data;
}

export const tourCalendarQueryOptions = (lang: Language, id: number, month: string) =>
  queryOptions({
    queryKey: ['tours', lang, 'calendar', id, monthStart(month)],
    queryFn: ({ signal }) => getTourCalendar(lang, id, month, signal),
    placeholderData: keepPreviousData,
  });

export const useTourCalendar = (lang: Language, id: number, month: string) =>
  useQuery(tourCalendarQueryOptions(lang, id, month));

/**
 * The month after `month`, asked only when `wanted`: where a day cannot be booked and its month
 * has no later day, the next bookable date may lie there. Its answer is the same cache entry the
 * calendar shows when that month is opened.
 */
export const useFollowingTourCalendar = (lang: Language, id: number, month: string, wanted: boolean) =>
  useQuery({
    ...tourCalendarQueryOptions(lang, id, monthStart(month, 1)),
    placeholderData: undefined,
    enabled: wanted,
  });
