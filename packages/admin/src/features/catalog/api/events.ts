import { staffEventsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Every query of the catalog editor starts with this key: a change to an event refreshes them all. */
export const CATALOG_QUERY_KEY = ['staff', 'catalog'] as const;
export const EVENTS_QUERY_KEY = [...CATALOG_QUERY_KEY, 'events'] as const;

/** The shop's events and exhibitions in every state, and what the editor chooses from. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: EVENTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiCall(staffEventsEndpoint, {}, signal)).data,
  });

export function useStaffEvents() {
  return useQuery(eventsQuery());
}
