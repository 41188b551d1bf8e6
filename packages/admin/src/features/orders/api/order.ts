import { type StaffOrderDetail, staffOrderEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const orderQuery = (number: string) =>
  queryOptions({
    queryKey: ['staff', 'order', number],
    queryFn: async ({ signal }) => (await apiCall(staffOrderEndpoint, { params: { number } }, signal)).data,
  });

export function useOrder(number: string) {
  return useQuery(orderQuery(number));
}

/** After an action the server answers with the order as it is now: it replaces the cached one, and lists refetch. */
export function storeOrder(queryClient: QueryClient, detail: StaffOrderDetail) {
  queryClient.setQueryData(orderQuery(detail.summary.order_number).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  void queryClient.invalidateQueries({ queryKey: ['staff', 'day-sheet'] });
}
