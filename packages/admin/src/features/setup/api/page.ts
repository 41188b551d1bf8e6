import { type PageId, staffPageEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const pageQueryKey = (id: PageId) => ['staff', 'shop', 'pages', id] as const;

/** A static page in every language it has. */
export const pageQuery = (id: PageId) =>
  queryOptions({
    queryKey: pageQueryKey(id),
    queryFn: async ({ signal }) => (await apiCall(staffPageEndpoint, { params: { id } }, signal)).data,
  });

export function usePage(id: PageId) {
  return useQuery(pageQuery(id));
}
