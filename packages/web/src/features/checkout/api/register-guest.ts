import { type CustomerForm, guestEndpoint, type Language, type Session } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST auth/guest: a guest with a billing address; `send_invoice` is the cart's request-invoice flag. */
export async function registerGuest(
  lang: Language,
  form: CustomerForm,
  sendInvoice: boolean,
): Promise<Session> {
  const response = await apiCall(guestEndpoint, { lang, body: { c: form, send_invoice: sendInvoice } });
  return response.data;
}

export const useRegisterGuest = (lang: Language) =>
  useMutation({
    mutationFn: ({ form, sendInvoice }: { form: CustomerForm; sendInvoice: boolean }) =>
      registerGuest(lang, form, sendInvoice),
  });
