import { type StockChange, staffProductStockEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { productChanged } from './product.ts';

/** Changes a product's stock with a reason; the answer carries the new stock and its history. */
export function useChangeStock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StockChange) =>
      (await apiCall(staffProductStockEndpoint, { params: { id }, body })).data,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
