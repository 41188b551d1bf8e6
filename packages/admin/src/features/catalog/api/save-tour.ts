import { staffTourSaveEndpoint, type TourDocument } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { tourChanged } from './tour.ts';

/** Saves a guided tour's whole document; a start with sales is kept (the answer lists it). */
export function useSaveTour(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TourDocument) =>
      (await apiCall(staffTourSaveEndpoint, { params: { id }, body })).data,
    onSuccess: (tour) => tourChanged(queryClient, tour),
  });
}
