import { type Language, tourOverviewEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { LOOKAHEAD_DAYS } from '../tour-rules.ts';

/** Date → ids of the tours bookable on it, for `date` and the look-ahead days after it. */
export async function getTourOverview(
  lang: Language,
  date: string,
  signal?: AbortSignal,
): Promise<Record<string, number[]>> {
  const response = await apiCall(
    tourOverviewEndpoint,
    { lang, query: { date, lookahead: LOOKAHEAD_DAYS } },
    signal,
  );
  return response.data.toursPerDate;
}

export const tourOverviewQueryOptions = (lang: Language, date: string) =>
  queryOptions({
    queryKey: ['tours', lang, 'overview', date],
    queryFn: ({ signal }) => getTourOverview(lang, date, signal),
  });

export const useTourOverview = (lang: Language, date: string) =>
  useQuery(tourOverviewQueryOptions(lang, date));
