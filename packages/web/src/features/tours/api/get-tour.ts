import { type Language, type Tour, tourEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** One tour; with a date, its schedule (times, places left, prices) on that date. */
export async function getTour(
  lang: Language,
  id: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<Tour> {
  const response = await apiCall(tourEndpoint, { lang, query: { tour: id, date } }, signal);
  return response.data;
}

export const tourQueryOptions = (lang: Language, id: number, date: string | undefined) =>
  queryOptions({
    queryKey: ['tours', lang, 'tour', id, date ?? null],
    queryFn: ({ signal }) => getTour(lang, id, date, signal),
    // The places of a day are refetched whenever the date changes (spec §4); the tour stays on screen meanwhile.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTour = (lang: Language, id: number, date: string | undefined) =>
  useQuery(tourQueryOptions(lang, id, date));
