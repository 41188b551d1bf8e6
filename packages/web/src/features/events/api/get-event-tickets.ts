import {
  type Language,
  type TicketCollectResponse,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
} from '@museum-shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { freshButFromPage } from '../../../lib/shared-render.ts';

export type EventTickets = TicketCollectResponse['data'];

/**
 * An event's ticket types and time slots: on `date`, or without one on the first date from today
 * that has times. With the tab's preview token, a draft event answers too (issue 35).
 */
export async function getEventTickets(
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
  signal?: AbortSignal,
): Promise<EventTickets> {
  const query = { preview };
  const response = date
    ? await apiCall(ticketCollectOnDateEndpoint, { lang, params: { id, date }, query }, signal)
    : await apiCall(ticketCollectEndpoint, { lang, params: { id }, query }, signal);
  return response.data;
}

export const eventTicketsQueryOptions = (
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
) =>
  queryOptions({
    // The token is part of the key: a preview's answer (maybe a draft) never serves a visitor's read.
    queryKey: ['events', lang, 'tickets', id, date ?? null, preview ?? null],
    queryFn: ({ signal }) => getEventTickets(lang, id, date, preview, signal),
    placeholderData: keepPreviousData,
    staleTime: freshButFromPage,
  });

export const useEventTickets = (
  lang: Language,
  id: number,
  date: string | undefined,
  preview: string | undefined,
) => useQuery(eventTicketsQueryOptions(lang, id, date, preview));
