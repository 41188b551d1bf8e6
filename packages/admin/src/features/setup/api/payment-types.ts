import { staffPaymentTypesEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const PAYMENT_TYPES_QUERY_KEY = ['staff', 'shop', 'payment-types'] as const;

/** The payment types of the shop in their order, and the kinds it has none of yet (owners only). */
export const paymentTypesQuery = () =>
  queryOptions({
    queryKey: PAYMENT_TYPES_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffPaymentTypesEndpoint, {}, signal)).data,
  });

export function usePaymentTypes() {
  return useQuery(paymentTypesQuery());
}
