import { type CatalogLists, staffCatalogListsSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';
import { LISTS_QUERY_KEY } from './lists.ts';

/**
 * Saves the lists whole, in their order: rows without id are added, rows left out deleted (one
 * still in use is refused, 422 `in_use`). The editors' choices and the tours' categories are asked
 * again, as they are read from these lists.
 */
export function useSaveCatalogLists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CatalogLists) => (await apiCall(staffCatalogListsSaveEndpoint, { body })).data,
    onSuccess: async (lists) => {
      await queryClient.cancelQueries({ queryKey: LISTS_QUERY_KEY });
      queryClient.setQueryData(LISTS_QUERY_KEY, lists);
      await queryClient.invalidateQueries({
        queryKey: CATALOG_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== 'lists',
      });
    },
  });
}
