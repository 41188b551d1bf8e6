import { type EventDocument, staffEventSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { eventChanged } from './event.ts';

/**
 * Saves an event's whole document: new prices apply to new carts, slots follow the opening hours,
 * a slot with sales is kept (the answer lists it).
 */
export function useSaveEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventDocument) =>
      (await apiCall(staffEventSaveEndpoint, { params: { id }, body })).data,
    onSuccess: (event) => eventChanged(queryClient, event),
  });
}
