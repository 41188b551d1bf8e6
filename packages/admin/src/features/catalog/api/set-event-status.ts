import { type EventStatus, staffEventStatusEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { eventChanged } from './event.ts';

/** Publishes an event, archives it or takes it back to draft; its orders and tickets are kept. */
export function useSetEventStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: EventStatus) =>
      (await apiCall(staffEventStatusEndpoint, { params: { id }, body: { status } })).data,
    onSuccess: (event) => eventChanged(queryClient, event),
  });
}
