import { type Language, passwordConfirmEndpoint, type Session } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/pwdconfirm: the link's token and the new password as MD5 hex; answers a session. */
export async function confirmPasswordReset(
  lang: Language,
  token: string,
  password: string,
): Promise<Session> {
  return (await apiCall(passwordConfirmEndpoint, { lang, body: { token, _p: md5(password) } })).data;
}

export const useConfirmPasswordReset = (lang: Language) =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(lang, token, password),
  });
