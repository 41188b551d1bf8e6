import { type Language, shopPreviewEndpoint } from '@museum-shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * Whether the tab's preview token shows the shop before it opens, and until when (issue 34): `asked`
 * while the shop is closed and the tab has a token. A refusal (404) is an answer, not retried.
 */
export function usePreview(token: string | null, lang: Language, asked: boolean) {
  return useQuery({
    queryKey: ['preview', token],
    queryFn: async ({ signal }) =>
      (await apiCall(shopPreviewEndpoint, { lang, query: { token: token ?? '' } }, signal)).data,
    enabled: asked,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
