import { staffCatalogSettingsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';

export const SETTINGS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'settings'] as const;

/** The catalog's own settings: how many days ahead the opening hours make time slots. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffCatalogSettingsEndpoint, {}, signal)).data,
  });

export function useCatalogSettings() {
  return useQuery(settingsQuery());
}
