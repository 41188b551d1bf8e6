import { type CatalogSettings, staffCatalogSettingsSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';
import { SETTINGS_QUERY_KEY } from './settings.ts';

/**
 * Saves how many days ahead slots are made. The events' slots ahead change with it, so the other
 * catalog queries are asked again.
 */
export function useSaveCatalogSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CatalogSettings) =>
      (await apiCall(staffCatalogSettingsSaveEndpoint, { body })).data,
    onSuccess: async (settings) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      await queryClient.invalidateQueries({
        queryKey: CATALOG_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== 'settings',
      });
    },
  });
}
