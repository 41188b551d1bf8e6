import { staffTourCreateEndpoint, type TourDocument } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { tourChanged } from './tour.ts';

/** Creates a guided tour as a draft from the editor's document; the server makes its starts. */
export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TourDocument) => (await apiCall(staffTourCreateEndpoint, { body })).data,
    onSuccess: (tour) => tourChanged(queryClient, tour),
  });
}
