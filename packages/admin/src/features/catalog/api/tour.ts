import { type StaffTour, staffTourEndpoint } from '@museum-shop/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { CATALOG_QUERY_KEY } from './events.ts';
import { TOURS_QUERY_KEY } from './tours.ts';

export const tourQueryKey = (id: number) => [...CATALOG_QUERY_KEY, 'tour', id] as const;

/** One guided tour as the editor shows it, with the starts kept for a person to decide. */
export const tourQuery = (id: number) =>
  queryOptions({
    queryKey: tourQueryKey(id),
    queryFn: async ({ signal }) => (await apiCall(staffTourEndpoint, { params: { id } }, signal)).data,
  });

export function useStaffTour(id: number) {
  return useQuery(tourQuery(id));
}

/** What every change of a tour does with the server's answer: shows it, has the list asked again. */
export async function tourChanged(queryClient: QueryClient, tour: StaffTour) {
  await queryClient.cancelQueries({ queryKey: tourQueryKey(tour.id) });
  queryClient.setQueryData(tourQueryKey(tour.id), tour);
  await queryClient.invalidateQueries({ queryKey: TOURS_QUERY_KEY });
}
