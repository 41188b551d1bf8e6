import { staffProductDuplicateEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { productChanged } from './product.ts';

/** Copies a product as a new draft without stock. */
export function useDuplicateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall(staffProductDuplicateEndpoint, { params: { id } })).data,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
