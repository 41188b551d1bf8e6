import { staffCustomerFormEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const CUSTOMER_FORM_QUERY_KEY = ['staff', 'shop', 'customer-form'] as const;

/** The customer form's fields, countries, salutations and default country (owners only). */
export const customerFormQuery = () =>
  queryOptions({
    queryKey: CUSTOMER_FORM_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffCustomerFormEndpoint, {}, signal)).data,
  });

export function useCustomerForm() {
  return useQuery(customerFormQuery());
}
