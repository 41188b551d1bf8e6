import { type Customer, emailConfirmEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/emailconfirm: applies the e-mail change of a confirmation link's token. */
export async function confirmEmail(lang: Language, token: string): Promise<Customer> {
  return (await apiCall(emailConfirmEndpoint, { lang, body: { token } })).data;
}

export const useConfirmEmail = (lang: Language) =>
  useMutation({ mutationFn: (token: string) => confirmEmail(lang, token) });
