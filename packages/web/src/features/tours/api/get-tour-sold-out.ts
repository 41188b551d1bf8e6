import { type Language, tourSoldOutEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { compactRange, monthEnd, monthStart } from '../../../components/ui/calendar-dates.ts';
import { apiCall } from '../../../lib/api-client.ts';

/** The sold-out dates of a tour in the month of `month`. */
export async function getTourSoldOut(
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
  signal?: AbortSignal,
) {
  const range = compactRange(monthStart(month), monthEnd(month));
  const response = await apiCall(
    tourSoldOutEndpoint,
    { lang, params: { id, range }, query: { preview } },
    signal,
  );
  return response.data;
}

export const tourSoldOutQueryOptions = (
  lang: Language,
  id: number,
  month: string,
  preview: string | undefined,
) =>
  queryOptions({
    queryKey: ['tours', lang, 'soldOut', id, monthStart(month), preview ?? null],
    queryFn: ({ signal }) => getTourSoldOut(lang, id, month, preview, signal),
  });

export const useTourSoldOut = (lang: Language, id: number, month: string, preview: string | undefined) =>
  useQuery(tourSoldOutQueryOptions(lang, id, month, preview));
