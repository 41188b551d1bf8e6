import { type Language, type Lifetime, ticketLifetimeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** First and last bookable date of an event; both null: nothing can be booked. */
export async function getTicketLifetime(
  lang: Language,
  event: number,
  signal?: AbortSignal,
): Promise<Lifetime> {
  const response = await apiCall(ticketLifetimeEndpoint, { lang, query: { event } }, signal);
  return response.data;
}

export const ticketLifetimeQueryOptions = (lang: Language, event: number) =>
  queryOptions({
    queryKey: ['events', lang, 'lifetime', event],
    queryFn: ({ signal }) => getTicketLifetime(lang, event, signal),
  });

export const useTicketLifetime = (lang: Language, event: number) =>
  useQuery(ticketLifetimeQueryOptions(lang, event));
