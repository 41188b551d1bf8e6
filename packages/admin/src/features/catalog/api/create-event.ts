import { type EventDocument, staffEventCreateEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { eventChanged } from './event.ts';

/** Creates an event as a draft from the editor's document; the server makes its slots. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventDocument) => (await apiCall(staffEventCreateEndpoint, { body })).data,
    onSuccess: (event) => eventChanged(queryClient, event),
  });
}
