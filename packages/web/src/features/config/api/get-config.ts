import { type AppConfig, configEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export async function getConfig(lang: Language, signal?: AbortSignal): Promise<AppConfig> {
  const response = await apiCall(configEndpoint, { lang }, signal);
  return response.data;
}

export const configQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['config', lang],
    queryFn: ({ signal }) => getConfig(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfig = (lang: Language) => useQuery(configQueryOptions(lang));
