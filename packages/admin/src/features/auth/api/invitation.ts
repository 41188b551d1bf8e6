import { staffInvitationEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * The address and name of the invitation of `token` (issue 34), for the accept screen. The token
 * travels in the body; a link that can no longer be used answers 404, which is not retried.
 */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: async ({ signal }) => (await apiCall(staffInvitationEndpoint, { body: { token } }, signal)).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQuery(token), enabled: Boolean(token) });
}
