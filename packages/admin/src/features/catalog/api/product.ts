import { type StaffProduct, staffProductEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { PRODUCTS_QUERY_KEY } from './products.ts';

export const productQueryKey = (id: number) => [...PRODUCTS_QUERY_KEY, 'one', id] as const;

/** One product as the editor shows it, with its stock and the history of its changes. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: async ({ signal }) => (await apiCall(staffProductEndpoint, { params: { id } }, signal)).data,
  });

export function useStaffProduct(id: number) {
  return useQuery(productQuery(id));
}

/** What every change of a product does with the server's answer: shows it at once, and has the list asked again. */
export async function productChanged(queryClient: QueryClient, product: StaffProduct) {
  await queryClient.cancelQueries({ queryKey: productQueryKey(product.id) });
  queryClient.setQueryData(productQueryKey(product.id), product);
  await queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY, exact: true });
}
