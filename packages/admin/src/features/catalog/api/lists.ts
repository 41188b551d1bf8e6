import { staffCatalogListsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';

export const LISTS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'lists'] as const;

/** The catalog's named lists (venues, custom groups, ticket groups, tour categories), in their order. */
export const listsQuery = () =>
  queryOptions({
    queryKey: LISTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffCatalogListsEndpoint, {}, signal)).data,
  });

export function useCatalogLists() {
  return useQuery(listsQuery());
}
