import { type StaffEvent, staffEventEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY, EVENTS_QUERY_KEY } from './events.ts';

export const eventQueryKey = (id: number) => [...CATALOG_QUERY_KEY, 'event', id] as const;

/** One event as the editor shows it, with the slots kept for a person to decide. */
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: async ({ signal }) => (await apiCall(staffEventEndpoint, { params: { id } }, signal)).data,
  });

export function useStaffEvent(id: number) {
  return useQuery(eventQuery(id));
}

/**
 * What every change of an event does with the server's answer: shows it at once and has the list
 * asked again (its counts are the server's).
 */
export async function eventChanged(queryClient: QueryClient, event: StaffEvent) {
  await queryClient.cancelQueries({ queryKey: eventQueryKey(event.id) });
  queryClient.setQueryData(eventQueryKey(event.id), event);
  await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
}
