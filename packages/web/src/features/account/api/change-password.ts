import { type Language, passwordChangeEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/pwdchange?_=: the current password `_po` and the new one `_pn`, both as MD5 hex. */
export async function changePassword(lang: Language, token: string, current: string, next: string) {
  await apiCall(passwordChangeEndpoint, { lang, token, body: { _po: md5(current), _pn: md5(next) } });
}

export const useChangePassword = (lang: Language, token: string) =>
  useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      changePassword(lang, token, current, next),
  });
