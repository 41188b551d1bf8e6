import { type Language, passwordResetEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST customer/pwdreset: the server mails a link to its own recovery page; the spec's `backlink`
 * is not sent (a server that builds the link from its public address ignores it anyway).
 */
export async function requestPasswordReset(lang: Language, email: string): Promise<void> {
  await apiCall(passwordResetEndpoint, { lang, body: { email: email.trim() } });
}

export const useRequestPasswordReset = (lang: Language) =>
  useMutation({ mutationFn: (email: string) => requestPasswordReset(lang, email) });
