import {
  type Cart,
  initPaymentEndpoint,
  type Language,
  type PaymentAux,
  type PaymentStart,
  type ShippingAddress,
} from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { paymentSessionId } from '../payment-session.ts';

export interface InitPaymentInput {
  payart: number;
  aux: PaymentAux;
  cart: Cart;
  url: { continue: string; cancel: string };
  /** The checkout's shipping address when it is not the customer's own (spec §4). */
  shipping_address?: ShippingAddress;
  /** The customer's or guest's token; an express payment goes without. */
  token: string | null;
  /** The waiting room's pass while it lasts (issue 38); null: none, as in a shop without one. */
  waitingPass?: string | null;
}

/** POST checkout/initPayment: holds the cart's places and answers the provider's address to go to. */
export async function initPayment(lang: Language, input: InitPaymentInput): Promise<PaymentStart> {
  const { token, waitingPass, ...body } = input;
  // The browser session names the live cart of a buyer without a token (issue 38); the pass is
  // sent only when the waiting room gave one.
  const response = await apiCall(initPaymentEndpoint, {
    lang,
    token,
    body,
    query: { sessionUs: paymentSessionId(), ...(waitingPass ? { waitingPass } : {}) },
  });
  return response.data;
}

export const useInitPayment = (lang: Language) =>
  useMutation({ mutationFn: (input: InitPaymentInput) => initPayment(lang, input) });
