import { type Language, type ShopInfo, shopInfoEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export async function getShopInfo(lang: Language, signal?: AbortSignal): Promise<ShopInfo> {
  const response = await apiCall(shopInfoEndpoint, { lang }, signal);
  return response.data;
}

export const shopInfoQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['shopinfo', lang],
    queryFn: ({ signal }) => getShopInfo(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useShopInfo = (lang: Language) => useQuery(shopInfoQueryOptions(lang));
