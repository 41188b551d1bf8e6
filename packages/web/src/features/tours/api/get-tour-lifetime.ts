import { type Language, type Lifetime, tourLifetimeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** First and last bookable date of a tour; both null: the tour is not available. */
export async function getTourLifetime(lang: Language, id: number, signal?: AbortSignal): Promise<Lifetime> {
  const response = await apiCall(tourLifetimeEndpoint, { lang, params: { id } }, signal);
  return response.data;
}

export const tourLifetimeQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['tours', lang, 'lifetime', id],
    queryFn: ({ signal }) => getTourLifetime(lang, id, signal),
  });

export const useTourLifetime = (lang: Language, id: number) => useQuery(tourLifetimeQueryOptions(lang, id));
