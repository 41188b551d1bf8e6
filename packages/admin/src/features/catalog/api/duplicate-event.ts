import { staffEventDuplicateEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { eventChanged } from './event.ts';

/** Copies an event as saved, with its ticket types and opening hours, as a new draft. */
export function useDuplicateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall(staffEventDuplicateEndpoint, { params: { id } })).data,
    onSuccess: (event) => eventChanged(queryClient, event),
  });
}
