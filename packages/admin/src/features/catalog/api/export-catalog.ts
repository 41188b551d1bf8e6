import { staffCatalogExportEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** The whole catalog with its pictures may be many megabytes: minutes on a museum's line, not seconds. */
export const TRANSFER_TIMEOUT_MS = 5 * 60_000;

/**
 * Asks for the whole catalog and shop setup as one document (owners only), when the member asks
 * for the file: a mutation, so megabytes of pictures are not kept in the query cache afterwards.
 */
export function useExportCatalog() {
  return useMutation({
    mutationFn: async () =>
      (await apiCall(staffCatalogExportEndpoint, {}, undefined, { timeout: TRANSFER_TIMEOUT_MS })).data,
  });
}
