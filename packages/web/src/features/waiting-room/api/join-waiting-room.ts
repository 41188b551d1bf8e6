import { type Language, type WaitingRoomState, waitingRoomJoinEndpoint } from '@museum-shop/contract';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST waitingRoom/join (issue 38): a new place at the end of the shop's queue. Never cancelled
 * with the screen that asked: the server has taken the place by then, and only the answer names it.
 */
export async function joinWaitingRoom(lang: Language): Promise<WaitingRoomState> {
  const response = await apiCall(waitingRoomJoinEndpoint, { lang, body: {} });
  return response.data;
}
