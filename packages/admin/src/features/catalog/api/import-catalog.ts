import { type CatalogDocument, staffCatalogImportEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { TRANSFER_TIMEOUT_MS } from './export-catalog.ts';

/**
 * Imports a catalog document into a shop without events, tours or lists; the answer counts what
 * came in. The file is sent as it was read: the server checks its shape (a field map of paths) and
 * its rules (422 with every path), and refuses a shop that has a catalog already (409
 * CATALOG_NOT_EMPTY). The document carries the shop's setup too, so every staff query is asked
 * again, the catalog's among them.
 */
export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: unknown) =>
      (
        await apiCall(staffCatalogImportEndpoint, { body: document as CatalogDocument }, undefined, {
          timeout: TRANSFER_TIMEOUT_MS,
        })
      ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
