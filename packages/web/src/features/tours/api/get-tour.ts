import { type Language, type Tour, tourEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { freshButFromPage } from '../../../lib/shared-render.ts';

/**
 * One tour; with a date, its schedule (times, places left, prices) on that date. With the tab's
 * preview token, a draft tour answers too (issue 35).
 */
export async function getTour(
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<Tour> {
  const response = await apiCall(tourEndpoint, { lang, query: { tour: id, date, preview } }, signal);
  return response.data;
}

export const tourQueryOptions = (
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
) =>
  queryOptions({
    // The token is part of the key: a preview's answer (maybe a draft) never serves a visitor's read.
    queryKey: ['tours', lang, 'tour', id, date ?? null, preview ?? null],
    queryFn: ({ signal }) => getTour(lang, id, date, preview, signal),
    // The places of a day are refetched whenever the date changes (spec §4); the tour stays on screen meanwhile.
    placeholderData: keepPreviousData,
    staleTime: freshButFromPage,
  });

export const useTour = (lang: Language, id: number, date: string | undefined, preview: string | undefined) =>
  useQuery(tourQueryOptions(lang, id, date, preview));
