import { type EventStatus, staffProductStatusEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { productChanged } from './product.ts';

/** Publishes a product, archives it or takes it back to draft; its orders are kept. */
export function useSetProductStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: EventStatus) =>
      (await apiCall(staffProductStatusEndpoint, { params: { id }, body: { status } })).data,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
