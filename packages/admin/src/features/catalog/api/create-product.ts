import { type ProductDocument, staffProductCreateEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { productChanged } from './product.ts';

/** Creates a product as a draft without stock. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductDocument) => (await apiCall(staffProductCreateEndpoint, { body })).data,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
