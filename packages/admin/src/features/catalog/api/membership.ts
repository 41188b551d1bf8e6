import { type StaffMembership, staffMembershipEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { MEMBERSHIPS_QUERY_KEY } from './memberships.ts';

export const membershipQueryKey = (id: number) => [...MEMBERSHIPS_QUERY_KEY, 'one', id] as const;

/** One membership type as the editor shows it. */
export const membershipQuery = (id: number) =>
  queryOptions({
    queryKey: membershipQueryKey(id),
    queryFn: async ({ signal }) => (await apiCall(staffMembershipEndpoint, { params: { id } }, signal)).data,
  });

export function useStaffMembership(id: number) {
  return useQuery(membershipQuery(id));
}

/** What every change of a type does with the server's answer: shows it at once, and has the list asked again. */
export async function membershipChanged(queryClient: QueryClient, membership: StaffMembership) {
  await queryClient.cancelQueries({ queryKey: membershipQueryKey(membership.id) });
  queryClient.setQueryData(membershipQueryKey(membership.id), membership);
  await queryClient.invalidateQueries({ queryKey: MEMBERSHIPS_QUERY_KEY, exact: true });
}
