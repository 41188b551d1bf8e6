import { type Language, type PaymentType, paymentsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET checkout/payments: the shop's payment types, named in `lang`. */
export async function getPaymentTypes(lang: Language, signal?: AbortSignal): Promise<PaymentType[]> {
  const response = await apiCall(paymentsEndpoint, { lang }, signal);
  return response.data.payments;
}

export const paymentTypesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['checkout', 'payments', lang],
    queryFn: ({ signal }) => getPaymentTypes(lang, signal),
    staleTime: 10 * 60_000,
  });

export const usePaymentTypes = (lang: Language) => useQuery(paymentTypesQueryOptions(lang));
