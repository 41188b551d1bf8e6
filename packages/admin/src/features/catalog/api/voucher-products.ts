import { staffVoucherProductsEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const VOUCHERS_QUERY_KEY = ['vouchers'] as const;
export const VOUCHER_PRODUCTS_QUERY_KEY = [...VOUCHERS_QUERY_KEY, 'products'] as const;

/** The voucher products in every state, and the groups they are sorted into (issue 36). */
export const voucherProductsQuery = () =>
  queryOptions({
    queryKey: VOUCHER_PRODUCTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffVoucherProductsEndpoint, {}, signal)).data,
  });

export function useVoucherProducts() {
  return useQuery(voucherProductsQuery());
}

/** After a product or group changed: the list is asked again (the server's order and states). */
export const voucherProductsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: VOUCHER_PRODUCTS_QUERY_KEY });
