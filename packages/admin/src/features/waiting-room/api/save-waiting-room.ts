import { staffWaitingRoomSaveEndpoint, type WaitingRoomSettings } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { WAITING_ROOM_QUERY_KEY } from './waiting-room.ts';

/**
 * Saves the waiting room's settings (all of them: on, rate, opening, paused) and shows the answer
 * at once: the settings as saved and the queue's figures (a room switched on starts empty).
 */
export function useSaveWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WaitingRoomSettings) =>
      (await apiCall(staffWaitingRoomSaveEndpoint, { body })).data,
    onSuccess: async (room) => {
      // A refresh under way may have been asked before the save: its older answer must not win.
      await queryClient.cancelQueries({ queryKey: WAITING_ROOM_QUERY_KEY });
      queryClient.setQueryData(WAITING_ROOM_QUERY_KEY, room);
    },
  });
}
