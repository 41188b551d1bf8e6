import {
  type Customer,
  type CustomerForm,
  customerUpdateEndpoint,
  type Language,
} from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/update?_=: changes the fields the form names (the others keep their values). */
export async function updateCustomer(lang: Language, token: string, form: CustomerForm): Promise<Customer> {
  return (await apiCall(customerUpdateEndpoint, { lang, token, body: { c: form } })).data;
}

export const useUpdateCustomer = (lang: Language, token: string) =>
  useMutation({ mutationFn: (form: CustomerForm) => updateCustomer(lang, token, form) });
