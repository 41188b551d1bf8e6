import { type Language, type Lifetime, tourLifetimeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** First and last bookable date of a tour; both null: the tour is not available. */
export async function getTourLifetime(
  lang: Language,
  id: number,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<Lifetime> {
  const response = await apiCall(tourLifetimeEndpoint, { lang, params: { id }, query: { preview } }, signal);
  return response.data;
}

export const tourLifetimeQueryOptions = (lang: Language, id: number, preview: string | undefined) =>
  queryOptions({
    queryKey: ['tours', lang, 'lifetime', id, preview ?? null],
    queryFn: ({ signal }) => getTourLifetime(lang, id, preview, signal),
  });

export const useTourLifetime = (lang: Language, id: number, preview: string | undefined) =>
  useQuery(tourLifetimeQueryOptions(lang, id, preview));
