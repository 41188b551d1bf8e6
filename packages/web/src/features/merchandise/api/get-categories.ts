import { type Language, merchandiseAttributesEndpoint, type NamedRef } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET merchandise/attr: the categories that hold articles of a kind. */
export async function getCategories(
  lang: Language,
  productKind: number | undefined,
  signal?: AbortSignal,
): Promise<NamedRef[]> {
  const response = await apiCall(
    merchandiseAttributesEndpoint,
    { lang, query: { product_kind: productKind } },
    signal,
  );
  return response.data.category;
}

export const categoriesQueryOptions = (lang: Language, productKind: number | undefined) =>
  queryOptions({
    queryKey: ['merchandise', 'categories', lang, productKind ?? null],
    queryFn: ({ signal }) => getCategories(lang, productKind, signal),
  });

export const useCategories = (lang: Language, productKind: number | undefined) =>
  useQuery(categoriesQueryOptions(lang, productKind));
