import { type Customer, type CustomerForm, type Language, registerEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/register: the form `c` with the MD5 hex of the password (spec §7). */
export async function registerCustomer(lang: Language, form: CustomerForm): Promise<Customer> {
  return (await apiCall(registerEndpoint, { lang, body: { c: form } })).data;
}

export const useRegisterCustomer = (lang: Language) =>
  useMutation({ mutationFn: (form: CustomerForm) => registerCustomer(lang, form) });
