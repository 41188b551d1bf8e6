import { type EventStatus, staffTourStatusEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { tourChanged } from './tour.ts';

/** Publishes a guided tour, archives it or takes it back to draft; its orders and tickets are kept. */
export function useSetTourStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: EventStatus) =>
      (await apiCall(staffTourStatusEndpoint, { params: { id }, body: { status } })).data,
    onSuccess: (tour) => tourChanged(queryClient, tour),
  });
}
