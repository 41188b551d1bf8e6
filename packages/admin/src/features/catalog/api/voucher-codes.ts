import { staffVoucherCodesEndpoint } from '@museum-shop/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { VOUCHERS_QUERY_KEY } from './voucher-products.ts';

export const VOUCHER_CODES_QUERY_KEY = [...VOUCHERS_QUERY_KEY, 'codes'] as const;

export interface VoucherCodeFilter {
  /** A part of a code's text, any case. */
  search?: string | undefined;
  batch?: number | undefined;
}

/** Codes found by their text or of a batch (at most 100), the latest batches, what a limit may name. */
export const voucherCodesQuery = (filter: VoucherCodeFilter) =>
  queryOptions({
    queryKey: [...VOUCHER_CODES_QUERY_KEY, filter],
    queryFn: async ({ signal }) => {
      const query: VoucherCodeFilter = {};
      if (filter.search?.trim()) query.search = filter.search.trim();
      if (filter.batch !== undefined) query.batch = filter.batch;
      return (await apiCall(staffVoucherCodesEndpoint, { query }, signal)).data;
    },
    // The list stays while a new search is asked, so the search field keeps its place.
    placeholderData: keepPreviousData,
  });

export function useVoucherCodes(filter: VoucherCodeFilter) {
  return useQuery(voucherCodesQuery(filter));
}

/** After codes were made or one disabled: every list and detail is asked again. */
export const voucherCodesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: VOUCHER_CODES_QUERY_KEY });
