import {
  type CatalogPictures,
  type Language,
  type VoucherProduct,
  voucherProductEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET voucher/selectOne/price/{id}: one voucher for sale (404 VOUCHER_PRODUCT_NOT_FOUND when gone). */
export async function getVoucher(
  lang: Language,
  id: number,
  signal?: AbortSignal,
): Promise<VoucherProduct & { pictures?: CatalogPictures }> {
  const response = await apiCall(voucherProductEndpoint, { lang, params: { id } }, signal);
  // With its pictures' sizes (issue 37).
  return { ...response.data, pictures: response.pictures };
}

export const voucherQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['vouchers', 'one', lang, id],
    queryFn: ({ signal }) => getVoucher(lang, id, signal),
  });

/** Asks nothing for an id that cannot exist (0). */
export const useVoucher = (lang: Language, id: number) =>
  useQuery({ ...voucherQueryOptions(lang, id), enabled: id > 0 });
