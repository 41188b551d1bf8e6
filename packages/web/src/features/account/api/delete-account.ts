import { customerDeleteEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/delete?_=: removes the account, after the current password. */
export async function deleteAccount(lang: Language, token: string, current: string): Promise<void> {
  await apiCall(customerDeleteEndpoint, { lang, token, body: { _po: md5(current) } });
}

export const useDeleteAccount = (lang: Language, token: string) =>
  useMutation({ mutationFn: (current: string) => deleteAccount(lang, token, current) });
