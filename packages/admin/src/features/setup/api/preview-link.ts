import {
  type PreviewDraft,
  staffShopPreviewDraftEndpoint,
  staffShopPreviewEndpoint,
} from '@museum-shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * A preview link of the shop while it is closed ("View as visitor", issue 34). It lasts an hour;
 * a new one is asked for after a quarter of an hour, when the owner comes back to the tab.
 */
export function usePreviewLink(wanted: boolean) {
  return useQuery({
    queryKey: ['staff', 'shop', 'preview'] as const,
    queryFn: async ({ signal }) => (await apiCall(staffShopPreviewEndpoint, {}, signal)).data,
    enabled: wanted,
    staleTime: 15 * 60_000,
  });
}

/** A preview link of the shop with a form's unsaved edits (lasts an hour, like the others). */
export function usePreviewDraft() {
  return useMutation({
    mutationFn: async (body: PreviewDraft) => (await apiCall(staffShopPreviewDraftEndpoint, { body })).data,
  });
}
