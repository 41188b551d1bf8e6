import {
  type CatalogPictures,
  type Language,
  type TourSummary,
  tourListEndpoint,
} from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** The guided tours and their pictures' sizes (issue 37). */
export async function getTours(
  lang: Language,
  signal?: AbortSignal,
): Promise<{ tours: TourSummary[]; pictures: CatalogPictures }> {
  const response = await apiCall(tourListEndpoint, { lang }, signal);
  return { tours: response.data.tours, pictures: response.pictures };
}

export const toursQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['tours', lang], queryFn: ({ signal }) => getTours(lang, signal) });

export const useTours = (lang: Language) => useQuery(toursQueryOptions(lang));
