import { type Language, type WaitingRoomState, waitingRoomStatusEndpoint } from '@museum-shop/contract';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST waitingRoom/status (issue 38): where a place in the queue stands, and the pass once it is
 * the visitor's turn; 410 WAITING_TICKET_UNKNOWN for a place of an earlier sale.
 */
export async function waitingRoomStatus(
  lang: Language,
  ticket: string,
  signal?: AbortSignal,
): Promise<WaitingRoomState> {
  const response = await apiCall(waitingRoomStatusEndpoint, { lang, body: { ticket } }, signal);
  return response.data;
}
