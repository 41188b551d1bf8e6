import { type CustomerAttributes, customerAttributesEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET customer/attr: the guest form's countries, salutations, and required and visible fields. */
export async function getCustomerAttributes(
  lang: Language,
  signal?: AbortSignal,
): Promise<CustomerAttributes> {
  const response = await apiCall(customerAttributesEndpoint, { lang }, signal);
  return response.data;
}

export const customerAttributesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['account', 'attributes', lang],
    queryFn: ({ signal }) => getCustomerAttributes(lang, signal),
    staleTime: 30 * 60_000,
  });

export const useCustomerAttributes = (lang: Language) => useQuery(customerAttributesQueryOptions(lang));
