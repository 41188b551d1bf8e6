import { type Language, type StaticPage, staticPageEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export async function getStaticPage(lang: Language, id: string, signal?: AbortSignal): Promise<StaticPage> {
  const response = await apiCall(staticPageEndpoint, { lang, params: { id } }, signal);
  return response.data;
}

export const staticPageQueryOptions = (lang: Language, id: string) =>
  queryOptions({
    queryKey: ['page', lang, id],
    queryFn: ({ signal }) => getStaticPage(lang, id, signal),
  });

/** The page id the server is asked for: the route's `id` parameter in lower case; page/shipping has none. */
export const staticPageIdFor = (param: string | undefined) => (param ?? 'shipping').toLowerCase();

export const useStaticPage = (lang: Language, id: string) => useQuery(staticPageQueryOptions(lang, id));
