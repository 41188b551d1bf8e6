import { staffPaymentProviderEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** The payment provider's state (issue 40): whether its last call went through, and its last failure. */
export const paymentProviderQuery = () =>
  queryOptions({
    queryKey: ['staff', 'payments', 'provider'] as const,
    queryFn: async ({ signal }) => (await apiCall(staffPaymentProviderEndpoint, {}, signal)).data,
  });

export const usePaymentProviderState = () => useQuery(paymentProviderQuery());
