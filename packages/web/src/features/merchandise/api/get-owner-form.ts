import { type CustomerAttributes, customerAttributesEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET customer/attr: the countries and salutations the pass owners' rows offer. */
export async function getOwnerForm(lang: Language, signal?: AbortSignal): Promise<CustomerAttributes> {
  const response = await apiCall(customerAttributesEndpoint, { lang }, signal);
  return response.data;
}

export const ownerFormQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['customer', 'attr', lang],
    queryFn: ({ signal }) => getOwnerForm(lang, signal),
    staleTime: 60 * 60_000,
  });

export const useOwnerForm = (lang: Language, enabled: boolean) =>
  useQuery({ ...ownerFormQueryOptions(lang), enabled });
