import { type ShopSetup, staffShopSetupEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client.ts';

export const SETUP_QUERY_KEY = ['staff', 'shop', 'setup'] as const;

/** The shop's setup and its checklist (owners only). */
export const setupQuery = () =>
  queryOptions({
    queryKey: SETUP_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffShopSetupEndpoint, {}, signal)).data,
  });

export function useShopSetup(options: { enabled?: boolean } = {}) {
  return useQuery({ ...setupQuery(), enabled: options.enabled ?? true });
}

/**
 * What every setup save does with the server's answer: shows it at once, then asks again, so the
 * checklist (worked out by the server) is never older than the change.
 */
export function useSetupSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    async (setup?: ShopSetup) => {
      if (setup) queryClient.setQueryData(SETUP_QUERY_KEY, setup);
      await queryClient.invalidateQueries({ queryKey: SETUP_QUERY_KEY });
    },
    [queryClient],
  );
}
