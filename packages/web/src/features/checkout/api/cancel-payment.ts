import { cancelEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST checkout/cancel?noRedirect=1: cancels a cart's payment and releases what it holds. */
export async function cancelPayment(lang: Language, cartId: string): Promise<void> {
  await apiCall(cancelEndpoint, { lang, query: { noRedirect: '1' }, body: { cartId } });
}

export const useCancelPayment = (lang: Language) =>
  useMutation({ mutationFn: (cartId: string) => cancelPayment(lang, cartId) });
