import { type StaffPaymentType, staffPaymentTypesSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { PAYMENT_TYPES_QUERY_KEY } from './payment-types.ts';

/** Saves which payment types are offered, their names and their order. */
export function useSavePaymentTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (types: StaffPaymentType[]) =>
      (await apiCall(staffPaymentTypesSaveEndpoint, { body: { types } })).data,
    onSuccess: (saved) => queryClient.setQueryData(PAYMENT_TYPES_QUERY_KEY, saved),
  });
}
