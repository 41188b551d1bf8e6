import { staffMembershipsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';

export const MEMBERSHIPS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'memberships'] as const;

/** The membership types (the annual passes) in every state, and the events and VAT rates to choose from. */
export const membershipsQuery = () =>
  queryOptions({
    queryKey: MEMBERSHIPS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffMembershipsEndpoint, {}, signal)).data,
  });

export function useStaffMemberships() {
  return useQuery(membershipsQuery());
}
