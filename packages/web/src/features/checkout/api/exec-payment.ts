import { type Booking, execPaymentEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST checkout/execPayment: confirms the payment of a cart with its provider and books it (idempotent). */
export async function execPayment(lang: Language, cartId: string): Promise<Booking> {
  const response = await apiCall(execPaymentEndpoint, { lang, body: { cartId } });
  return response.data;
}

export const useExecPayment = (lang: Language) =>
  useMutation({ mutationFn: (cartId: string) => execPayment(lang, cartId) });
