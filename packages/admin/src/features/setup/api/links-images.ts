import {
  type StaffBanners,
  type StaffLegalLinks,
  type StaffPartners,
  staffShopBannersEndpoint,
  staffShopLegalLinksEndpoint,
  staffShopPartnersEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client.ts';

export const LEGAL_LINKS_KEY = ['staff', 'shop', 'legal-links'] as const;
export const PARTNERS_KEY = ['staff', 'shop', 'partners'] as const;
export const BANNERS_KEY = ['staff', 'shop', 'banners'] as const;

/** The footer's legal links of every language (owners only). */
export function useLegalLinks() {
  return useQuery(
    queryOptions({
      queryKey: LEGAL_LINKS_KEY,
      queryFn: async ({ signal }) => (await apiCall(staffShopLegalLinksEndpoint, {}, signal)).data,
    }),
  );
}

/** The footer's partner logo groups (owners only). */
export function usePartners() {
  return useQuery(
    queryOptions({
      queryKey: PARTNERS_KEY,
      queryFn: async ({ signal }) => (await apiCall(staffShopPartnersEndpoint, {}, signal)).data,
    }),
  );
}

/** The banners (owners only). */
export function useBanners() {
  return useQuery(
    queryOptions({
      queryKey: BANNERS_KEY,
      queryFn: async ({ signal }) => (await apiCall(staffShopBannersEndpoint, {}, signal)).data,
    }),
  );
}

/** What a save of one of them does with the server's answer: shows it at once. */
export function useSectionSaved<T extends StaffLegalLinks | StaffPartners | StaffBanners>(
  key: readonly string[],
) {
  const queryClient = useQueryClient();
  return useCallback((data: T) => queryClient.setQueryData(key, data), [queryClient, key]);
}
