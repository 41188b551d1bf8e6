import { type Language, WAITING_POLL_SECONDS, type WaitingRoomState } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodeOf, statusOf } from '../../../lib/api-client.ts';
import { retryAfterSeconds } from '../../../lib/retry-after.ts';
import { joinWaitingRoom } from '../api/join-waiting-room.ts';
import { waitingRoomStatus } from '../api/waiting-room-status.ts';
import { admittedTarget } from '../rules.ts';
import {
  forgetTicket,
  passLasts,
  readTicket,
  rememberPass,
  rememberTicket,
} from '../waiting-room-storage.ts';

/** A place of an earlier sale (410): the visitor takes a new one. */
const isUnknownTicket = (error: unknown) =>
  errorCodeOf(error) === 'WAITING_TICKET_UNKNOWN' || statusOf(error) === 410;

/** A place let in with a pass that has already ended cannot pay: it counts as used up. */
const passRanOut = (state: WaitingRoomState) =>
  state.admitted && state.pass !== null && !passLasts(state.pass_expires_at);

/**
 * Where the visitor stands: the place this browser holds, asked again, or a new one when it has
 * none, or when the server no longer knows it (410). The ticket is kept as soon as it is known.
 */
async function currentPlace(lang: Language, signal: AbortSignal): Promise<WaitingRoomState> {
  const ticket = readTicket();
  if (ticket !== null) {
    try {
      const state = await waitingRoomStatus(lang, ticket, signal);
      if (!passRanOut(state)) return state;
    } catch (error) {
      if (!isUnknownTicket(error)) throw error;
    }
    forgetTicket();
  }
  // Without the screen's signal: the place is taken once the server has the call.
  const state = await joinWaitingRoom(lang);
  rememberTicket(state.ticket);
  return state;
}

export const waitingRoomPlaceQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['waitingRoom', 'place', lang],
    queryFn: ({ signal }) => currentPlace(lang, signal),
    // Asked afresh on every visit: a place known from before may have moved or been let in.
    staleTime: 0,
    gcTime: 0,
    // The screen offers a retry, and the next turn of the poll asks again anyway.
    retry: false,
    // Every WAITING_POLL_SECONDS, slower when the server asks so (Retry-After), until let in; also
    // in a tab in the background, so the visitor's turn is not missed there.
    refetchInterval: (query) =>
      query.state.data?.admitted === true
        ? false
        : Math.max(WAITING_POLL_SECONDS, retryAfterSeconds(query.state.error)) * 1000,
    refetchIntervalInBackground: true,
  });

export interface WaitingRoomOptions {
  /** Where a visitor goes once let in when `next` names no screen to return to: the checkout. */
  fallback: string;
  /** The waiting room's own path, never a place to return to. */
  own: string;
}

/**
 * The waiting room (issue 38): takes a place in the queue when the browser holds none, asks where
 * it stands every WAITING_POLL_SECONDS, and once it is the visitor's turn keeps the pass and goes
 * on to the `next` query parameter (a screen of the shop in this language), in place of this one.
 */
export function useWaitingRoom(lang: Language, { fallback, own }: WaitingRoomOptions) {
  const place = useQuery(waitingRoomPlaceQueryOptions(lang));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = search.get('next');
  const admitted = place.data?.admitted === true ? place.data : null;

  useEffect(() => {
    if (!admitted) return;
    rememberPass(admitted);
    // In place of the waiting room: Back from the checkout does not land in the queue again.
    navigate(admittedTarget(next, lang, fallback, own), { replace: true });
  }, [admitted, next, lang, fallback, own, navigate]);

  return place;
}
