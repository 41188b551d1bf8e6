import { type Language, type NamedRef, voucherGroupsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET voucher/group: the groups the voucher list is filtered by. */
export async function getVoucherGroups(lang: Language, signal?: AbortSignal): Promise<NamedRef[]> {
  const response = await apiCall(voucherGroupsEndpoint, { lang }, signal);
  return response.data.group;
}

export const voucherGroupsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['vouchers', 'groups', lang],
    queryFn: ({ signal }) => getVoucherGroups(lang, signal),
  });

export const useVoucherGroups = (lang: Language) => useQuery(voucherGroupsQueryOptions(lang));
