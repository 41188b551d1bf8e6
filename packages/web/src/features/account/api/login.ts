import { type Language, loginEndpoint, type Session } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST auth/login: the e-mail as `_u`, the MD5 hex of the password as `_p` (spec §7). */
export async function login(lang: Language, email: string, password: string): Promise<Session> {
  const response = await apiCall(loginEndpoint, { lang, body: { _u: email.trim(), _p: md5(password) } });
  return response.data;
}

export const useLogin = (lang: Language) =>
  useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => login(lang, email, password),
  });
