import { type MembershipDocument, staffMembershipCreateEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { membershipChanged } from './membership.ts';

/** Creates a membership type as a draft: its pass and its validity, persons and benefits. */
export function useCreateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MembershipDocument) =>
      (await apiCall(staffMembershipCreateEndpoint, { body })).data,
    onSuccess: (membership) => membershipChanged(queryClient, membership),
  });
}
