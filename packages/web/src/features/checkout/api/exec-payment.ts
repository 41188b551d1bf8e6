import { type Booking, execPaymentEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paymentSessionQuery } from '../payment-session.ts';

/**
 * POST checkout/execPayment: confirms the payment of a cart with its provider and books it
 * (idempotent). `returnedTo` is the address the provider sent the visitor back to (srcURL).
 */
export async function execPayment(lang: Language, cartId: string, returnedTo: string): Promise<Booking> {
  const response = await apiCall(execPaymentEndpoint, {
    lang,
    query: paymentSessionQuery(returnedTo),
    body: { cartId },
  });
  return response.data;
}

/** execPayment from the return screen: the page's own address is where the visitor came back to. */
export const useExecPayment = (lang: Language) =>
  useMutation({ mutationFn: (cartId: string) => execPayment(lang, cartId, window.location.href) });
