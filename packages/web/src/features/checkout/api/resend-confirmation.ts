import { type Language, orderResendConfirmationEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST order/resendConfirmation: the confirmation e-mail again, to the order's own address. */
export async function resendConfirmation(lang: Language, id: string): Promise<void> {
  await apiCall(orderResendConfirmationEndpoint, { lang, body: { id } });
}

export const useResendConfirmation = (lang: Language) =>
  useMutation({ mutationFn: (id: string) => resendConfirmation(lang, id) });
