import { type Language, type VoucherCode, voucherCodeEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET voucher?voucher=CODE: a code to redeem in the cart, with its available amount (422 with a code when it cannot be). */
export async function getVoucherCode(
  lang: Language,
  code: string,
  signal?: AbortSignal,
): Promise<VoucherCode> {
  const response = await apiCall(voucherCodeEndpoint, { lang, query: { voucher: code.trim() } }, signal);
  return response.data;
}

/** A lookup the visitor starts: a mutation, so a code typed twice is asked twice. */
export const useVoucherCodeLookup = (lang: Language) =>
  useMutation({ mutationFn: (code: string) => getVoucherCode(lang, code) });
