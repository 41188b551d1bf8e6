import { type CatalogPictures, type Event, eventListEndpoint, type Language } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { sortEvents } from '../ticket-rules.ts';

/** The events in the order of spec §9, and their pictures' sizes (issue 37). */
export async function getEvents(
  lang: Language,
  signal?: AbortSignal,
): Promise<{ events: Event[]; pictures: CatalogPictures }> {
  const response = await apiCall(eventListEndpoint, { lang }, signal);
  return { events: sortEvents(response.data.events), pictures: response.pictures };
}

export const eventsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['events', lang], queryFn: ({ signal }) => getEvents(lang, signal) });

export const useEvents = (lang: Language) => useQuery(eventsQueryOptions(lang));
