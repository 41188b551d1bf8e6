import { type EventStatus, staffMembershipStatusEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { membershipChanged } from './membership.ts';

/** Publishes a membership type into the passes list, archives it or takes it back to draft; its cards are kept. */
export function useSetMembershipStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: EventStatus) =>
      (await apiCall(staffMembershipStatusEndpoint, { params: { id }, body: { status } })).data,
    onSuccess: (membership) => membershipChanged(queryClient, membership),
  });
}
