import { staffTicketCheckEndpoint, type TicketCheck } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Checks a ticket's code at the door: whether its holder may come in, admitting a valid one once. */
export function useCheckTicket() {
  return useMutation({
    mutationFn: async (code: string): Promise<TicketCheck> =>
      (await apiCall(staffTicketCheckEndpoint, { body: { code } })).data,
  });
}
