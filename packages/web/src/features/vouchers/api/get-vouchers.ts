import { type Language, type VoucherProduct, voucherListEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET voucher/select/event: every voucher for sale (the screen filters them by group). */
export async function getVouchers(lang: Language, signal?: AbortSignal): Promise<VoucherProduct[]> {
  const response = await apiCall(voucherListEndpoint, { lang }, signal);
  return response.data.vouchers;
}

export const vouchersQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['vouchers', 'list', lang], queryFn: ({ signal }) => getVouchers(lang, signal) });

export const useVouchers = (lang: Language) => useQuery(vouchersQueryOptions(lang));
