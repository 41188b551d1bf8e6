import {
  type Language,
  type TicketCollectResponse,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
} from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export type EventTickets = TicketCollectResponse['data'];

/**
 * An event's ticket types and time slots: on `date`, or without one on the first date from today
 * that has times.
 */
export async function getEventTickets(
  lang: Language,
  id: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<EventTickets> {
  const response = date
    ? await apiCall(ticketCollectOnDateEndpoint, { lang, params: { id, date } }, signal)
    : await apiCall(ticketCollectEndpoint, { lang, params: { id } }, signal);
  return response.data;
}

export const eventTicketsQueryOptions = (lang: Language, id: number, date: string | undefined) =>
  queryOptions({
    queryKey: ['events', lang, 'tickets', id, date ?? null],
    queryFn: ({ signal }) => getEventTickets(lang, id, date, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useEventTickets = (lang: Language, id: number, date: string | undefined) =>
  useQuery(eventTicketsQueryOptions(lang, id, date));
