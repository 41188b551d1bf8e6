import { type Event, eventListEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { sortEvents } from '../ticket-rules.ts';

export async function getEvents(lang: Language, signal?: AbortSignal): Promise<Event[]> {
  const response = await apiCall(eventListEndpoint, { lang }, signal);
  return sortEvents(response.data.events);
}

export const eventsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['events', lang], queryFn: ({ signal }) => getEvents(lang, signal) });

export const useEvents = (lang: Language) => useQuery(eventsQueryOptions(lang));
