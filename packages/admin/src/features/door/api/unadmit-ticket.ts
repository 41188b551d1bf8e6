import { staffTicketUnadmitEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Takes back a ticket's admission at the door, so that its code admits once more. */
export function useUnadmitTicket() {
  return useMutation({
    mutationFn: async (code: string) => (await apiCall(staffTicketUnadmitEndpoint, { body: { code } })).data,
  });
}
