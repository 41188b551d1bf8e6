import { staffProductsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';

export const PRODUCTS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'products'] as const;

/** The shop's products (not the annual passes) in every state, and the categories and VAT rates to choose from. */
export const productsQuery = () =>
  queryOptions({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffProductsEndpoint, {}, signal)).data,
  });

export function useStaffProducts() {
  return useQuery(productsQuery());
}
