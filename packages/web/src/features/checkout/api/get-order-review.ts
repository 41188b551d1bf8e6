import { type Language, type Order, orderReviewEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, statusOf } from '../../../lib/api-client.ts';

/** GET order/review?id=: a booked order by its unguessable id (406 when it is not available). */
export async function getOrderReview(lang: Language, id: string, signal?: AbortSignal): Promise<Order> {
  const response = await apiCall(orderReviewEndpoint, { lang, query: { id } }, signal);
  return response.data;
}

export const orderReviewQueryOptions = (lang: Language, id: string) =>
  queryOptions({
    queryKey: ['orders', 'review', lang, id],
    queryFn: ({ signal }) => getOrderReview(lang, id, signal),
    // A 406 is an answer, not a hiccup: asking again would not change it.
    retry: (failures, error) => statusOf(error) !== 406 && failures < 2,
  });

export const useOrderReview = (lang: Language, id: string) => useQuery(orderReviewQueryOptions(lang, id));
