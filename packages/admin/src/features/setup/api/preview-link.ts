import { type PreviewDraft, staffShopPreviewDraftEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * A preview link of the shop with a form's unsaved edits (lasts an hour, like the others; the
 * plain preview link is lib/preview-link.ts).
 */
export function usePreviewDraft() {
  return useMutation({
    mutationFn: async (body: PreviewDraft) => (await apiCall(staffShopPreviewDraftEndpoint, { body })).data,
  });
}
