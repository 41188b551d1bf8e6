import { emailChangeEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/emailchange?_=: a link goes to the new address; answers that address, still pending. */
export async function changeEmail(lang: Language, token: string, current: string, email: string) {
  const response = await apiCall(emailChangeEndpoint, {
    lang,
    token,
    body: { _po: md5(current), email: email.trim() },
  });
  return response.data.pending_email;
}

export const useChangeEmail = (lang: Language, token: string) =>
  useMutation({
    mutationFn: ({ current, email }: { current: string; email: string }) =>
      changeEmail(lang, token, current, email),
  });
