import { type ProductDocument, staffProductSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { productChanged } from './product.ts';

/** Saves a product's document: a new price applies to new carts, orders keep theirs. */
export function useSaveProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductDocument) =>
      (await apiCall(staffProductSaveEndpoint, { params: { id }, body })).data,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
