import {
  type CustomerForm,
  guestEndpoint,
  type Language,
  type Session,
  validateCustomerEndpoint,
} from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { isGuestFormAccepted } from '../../../components/customer-form/customer-form.ts';
import { apiCall, statusOf } from '../../../lib/api-client.ts';
import { errorResponseOf } from '../../../lib/error-response.ts';

/** POST customer/validate: the server's field rules; throws what stops a guest (not the password). */
async function validateGuestForm(lang: Language, form: CustomerForm): Promise<void> {
  try {
    await apiCall(validateCustomerEndpoint, { lang, body: { c: form } });
  } catch (error) {
    if (!isGuestFormAccepted(statusOf(error), errorResponseOf(error)?.errors)) throw error;
  }
}

/**
 * POST auth/guest after the form passed customer/validate: a guest with a billing address;
 * `send_invoice` is the cart's request-invoice flag.
 */
export async function registerGuest(
  lang: Language,
  form: CustomerForm,
  sendInvoice: boolean,
): Promise<Session> {
  await validateGuestForm(lang, form);
  const response = await apiCall(guestEndpoint, { lang, body: { c: form, send_invoice: sendInvoice } });
  return response.data;
}

export const useRegisterGuest = (lang: Language) =>
  useMutation({
    mutationFn: ({ form, sendInvoice }: { form: CustomerForm; sendInvoice: boolean }) =>
      registerGuest(lang, form, sendInvoice),
  });
