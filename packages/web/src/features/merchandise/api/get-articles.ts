import {
  type CatalogPictures,
  type Language,
  type Merchandise,
  merchandiseListEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { bySequence } from '../rules.ts';

export interface ArticleFilter {
  /** 13: the annual passes; without it the ordinary merchandise. */
  productKind?: number | undefined;
  /** Only the articles of this category (custom group). */
  category?: number | undefined;
}

/** GET merchandise/select: the articles of a kind (and category), by sequence_no, and their pictures' sizes. */
export async function getArticles(
  lang: Language,
  filter: ArticleFilter,
  signal?: AbortSignal,
): Promise<{ articles: Merchandise[]; pictures: CatalogPictures }> {
  const query = { product_kind: filter.productKind, category: filter.category };
  const response = await apiCall(merchandiseListEndpoint, { lang, query }, signal);
  return { articles: bySequence(response.data.articles), pictures: response.pictures };
}

export const articlesQueryOptions = (lang: Language, filter: ArticleFilter) =>
  queryOptions({
    queryKey: ['merchandise', 'list', lang, filter.productKind ?? null, filter.category ?? null],
    queryFn: ({ signal }) => getArticles(lang, filter, signal),
  });

export const useArticles = (lang: Language, filter: ArticleFilter) =>
  useQuery(articlesQueryOptions(lang, filter));
