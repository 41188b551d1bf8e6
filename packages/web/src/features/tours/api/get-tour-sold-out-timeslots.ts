import { type Language, tourSoldOutTimeslotsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { freshButFromPage } from '../../../lib/shared-render.ts';

/** The sold-out times of a tour on a date. */
export async function getTourSoldOutTimeslots(
  lang: Language,
  id: number,
  date: string,
  preview: string | undefined,
  signal?: AbortSignal,
) {
  const response = await apiCall(
    tourSoldOutTimeslotsEndpoint,
    { lang, params: { id, date }, query: { preview } },
    signal,
  );
  return response.data;
}

export const tourSoldOutTimeslotsQueryOptions = (
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
) =>
  queryOptions({
    queryKey: ['tours', lang, 'soldOutTimeslots', id, date ?? null, preview ?? null],
    queryFn: ({ signal }) => getTourSoldOutTimeslots(lang, id, date ?? '', preview, signal),
    enabled: date !== undefined,
    staleTime: freshButFromPage,
  });

export const useTourSoldOutTimeslots = (
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
) => useQuery(tourSoldOutTimeslotsQueryOptions(lang, id, date, preview));
