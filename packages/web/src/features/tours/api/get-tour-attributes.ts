import { type Language, type TourAttributesResponse, tourAttributesEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export type TourAttributes = TourAttributesResponse['data'];

/** The list's filters: categories, languages, venues. */
export async function getTourAttributes(lang: Language, signal?: AbortSignal): Promise<TourAttributes> {
  const response = await apiCall(tourAttributesEndpoint, { lang }, signal);
  return response.data;
}

export const tourAttributesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['tours', lang, 'attributes'],
    queryFn: ({ signal }) => getTourAttributes(lang, signal),
  });

export const useTourAttributes = (lang: Language) => useQuery(tourAttributesQueryOptions(lang));
