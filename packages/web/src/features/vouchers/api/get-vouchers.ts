import {
  type CatalogPictures,
  type Language,
  type VoucherProduct,
  voucherListEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET voucher/select/event: every voucher for sale (the screen filters them by group), and their pictures' sizes. */
export async function getVouchers(
  lang: Language,
  signal?: AbortSignal,
): Promise<{ vouchers: VoucherProduct[]; pictures: CatalogPictures }> {
  const response = await apiCall(voucherListEndpoint, { lang }, signal);
  return { vouchers: response.data.vouchers, pictures: response.pictures };
}

export const vouchersQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['vouchers', 'list', lang], queryFn: ({ signal }) => getVouchers(lang, signal) });

export const useVouchers = (lang: Language) => useQuery(vouchersQueryOptions(lang));
