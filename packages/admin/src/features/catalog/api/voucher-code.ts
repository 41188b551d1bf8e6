import { staffVoucherCodeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { VOUCHER_CODES_QUERY_KEY } from './voucher-codes.ts';

/** A code with its balance and every use (issue 36). */
export const voucherCodeQuery = (id: number) =>
  queryOptions({
    queryKey: [...VOUCHER_CODES_QUERY_KEY, 'one', id],
    queryFn: async ({ signal }) => (await apiCall(staffVoucherCodeEndpoint, { params: { id } }, signal)).data,
  });

export function useVoucherCode(id: number) {
  return useQuery(voucherCodeQuery(id));
}
