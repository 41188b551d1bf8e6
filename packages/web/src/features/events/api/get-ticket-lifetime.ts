import { type Language, type Lifetime, ticketLifetimeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** First and last bookable date of an event; both null: nothing can be booked. */
export async function getTicketLifetime(
  lang: Language,
  event: number,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<Lifetime> {
  const response = await apiCall(ticketLifetimeEndpoint, { lang, query: { event, preview } }, signal);
  return response.data;
}

export const ticketLifetimeQueryOptions = (lang: Language, event: number, preview: string | undefined) =>
  queryOptions({
    queryKey: ['events', lang, 'lifetime', event, preview ?? null],
    queryFn: ({ signal }) => getTicketLifetime(lang, event, preview, signal),
  });

export const useTicketLifetime = (lang: Language, event: number, preview: string | undefined) =>
  useQuery(ticketLifetimeQueryOptions(lang, event, preview));
