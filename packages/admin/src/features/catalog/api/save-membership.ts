import { type MembershipDocument, staffMembershipSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { membershipChanged } from './membership.ts';

/** Saves a membership type: cards issued keep their validity, a new price applies to new carts. */
export function useSaveMembership(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MembershipDocument) =>
      (await apiCall(staffMembershipSaveEndpoint, { params: { id }, body })).data,
    onSuccess: (membership) => membershipChanged(queryClient, membership),
  });
}
