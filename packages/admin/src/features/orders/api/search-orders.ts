import { STAFF_PAGE_DEFAULT, type StaffOrderFilter, staffOrdersEndpoint } from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export interface OrderSearch {
  q?: string | undefined;
  product?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  visit?: string | undefined;
  state?: StaffOrderFilter | undefined;
}

export const ordersQuery = (search: OrderSearch, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['staff', 'orders', search, cursor ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          staffOrdersEndpoint,
          { query: { ...search, cursor, limit: STAFF_PAGE_DEFAULT } },
          signal,
        )
      ).data,
  });

export function useOrders(search: OrderSearch, cursor: string | undefined) {
  return useQuery({ ...ordersQuery(search, cursor), placeholderData: keepPreviousData });
}
