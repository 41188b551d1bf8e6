import { type Language, staffMediaUploadEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Up to 10 MB (13 as base64) may take a while on a museum's line: minutes, not the usual seconds. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Uploads an event's picture to the media library (base64), with its text alternative in each
 * offered language; the answer's address is what the event keeps.
 */
export function useUploadEventImage() {
  return useMutation({
    mutationFn: async (body: { content_base64: string; alt: Partial<Record<Language, string>> }) =>
      (await apiCall(staffMediaUploadEndpoint, { body }, undefined, { timeout: UPLOAD_TIMEOUT_MS })).data,
  });
}
