import { staffToursEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';

export const TOURS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'tours'] as const;

/** The shop's guided tours in every state, and the categories a tour is filed under. */
export const toursQuery = () =>
  queryOptions({
    queryKey: TOURS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffToursEndpoint, {}, signal)).data,
  });

export function useStaffTours() {
  return useQuery(toursQuery());
}
