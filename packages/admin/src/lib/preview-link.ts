import { type Language, PREVIEW_PARAM, staffShopPreviewEndpoint } from '@museum-shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client.ts';

/**
 * "View as visitor" (issues 34 and 35): a preview link of the shop, which shows it before it opens
 * and shows draft events and tours. It lasts an hour; a new one is asked for after a quarter of an
 * hour, when the owner comes back to the tab. The setup checklist and the catalog editors share it.
 */
export function usePreviewLink(wanted: boolean) {
  return useQuery({
    queryKey: ['staff', 'shop', 'preview'] as const,
    queryFn: async ({ signal }) => (await apiCall(staffShopPreviewEndpoint, {}, signal)).data,
    enabled: wanted,
    staleTime: 15 * 60_000,
  });
}

/** The visitor shop's address of `path` in `lang`, carrying the preview token when there is one. */
export function shopHref(lang: Language, path: string, token?: string): string {
  const query = token ? `?${PREVIEW_PARAM}=${encodeURIComponent(token)}` : '';
  return `/${lang}/${path}${query}`;
}
