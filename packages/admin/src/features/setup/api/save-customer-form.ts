import { type CustomerFormSettings, staffCustomerFormSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CUSTOMER_FORM_QUERY_KEY } from './customer-form.ts';

/** Changes the customer form; the answer is the form as the server keeps it. */
export function useSaveCustomerForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CustomerFormSettings) =>
      (await apiCall(staffCustomerFormSaveEndpoint, { body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(CUSTOMER_FORM_QUERY_KEY, saved),
  });
}
