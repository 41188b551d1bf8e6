import { type Language, type TourSummary, tourListEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export async function getTours(lang: Language, signal?: AbortSignal): Promise<TourSummary[]> {
  const response = await apiCall(tourListEndpoint, { lang }, signal);
  return response.data.tours;
}

export const toursQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['tours', lang], queryFn: ({ signal }) => getTours(lang, signal) });

export const useTours = (lang: Language) => useQuery(toursQueryOptions(lang));
