import {
  type CatalogPictures,
  type Language,
  type Merchandise,
  merchandiseEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** GET merchandise?article=: one article (404 ARTICLE_NOT_FOUND when there is none), with its pictures' sizes. */
export async function getArticle(
  lang: Language,
  id: number,
  signal?: AbortSignal,
): Promise<Merchandise & { pictures?: CatalogPictures }> {
  const response = await apiCall(merchandiseEndpoint, { lang, query: { article: id } }, signal);
  return { ...response.data, pictures: response.pictures };
}

export const articleQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['merchandise', 'article', lang, id],
    queryFn: ({ signal }) => getArticle(lang, id, signal),
  });

/** Asks nothing for an id that cannot exist (0). */
export const useArticle = (lang: Language, id: number) =>
  useQuery({ ...articleQueryOptions(lang, id), enabled: id > 0 });
