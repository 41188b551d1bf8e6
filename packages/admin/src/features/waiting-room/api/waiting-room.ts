import { type StaffWaitingRoom, staffWaitingRoomEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const WAITING_ROOM_QUERY_KEY = ['staff', 'waiting-room'] as const;

/** How often the screen asks for the queue's figures while it is open (and the tab is shown). */
export const WAITING_ROOM_REFRESH_MS = 5_000;

/** The waiting room's settings and its queue, asked again every `refreshMs` while it is shown. */
export const waitingRoomQuery = (refreshMs = WAITING_ROOM_REFRESH_MS) =>
  queryOptions({
    queryKey: WAITING_ROOM_QUERY_KEY,
    queryFn: async ({ signal }): Promise<StaffWaitingRoom> =>
      (await apiCall(staffWaitingRoomEndpoint, {}, signal)).data,
    refetchInterval: refreshMs,
    // The figures are live: never served from a cache older than the last answer.
    staleTime: 0,
  });

export function useWaitingRoom(refreshMs?: number) {
  return useQuery(waitingRoomQuery(refreshMs));
}
