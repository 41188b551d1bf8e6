import { WAITING_POLL_SECONDS, type WaitingRoomState } from '@museum-shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { waitingRoomStatus } from '../api/waiting-room-status.ts';
import { waitingRoomPlaceQueryOptions } from './use-waiting-room.ts';

const waiting: WaitingRoomState = {
  ticket: 'ticket-0000000000000001',
  admitted: false,
  ahead: 3,
  wait_seconds: 45,
  opens_at: null,
  paused: false,
  pass: null,
  pass_expires_at: null,
};

/** The poll's interval for a query in `state`, as TanStack Query asks it after every answer. */
function intervalFor(state: { data?: WaitingRoomState; error?: unknown }): number | false | undefined {
  const { refetchInterval } = waitingRoomPlaceQueryOptions('en');
  if (typeof refetchInterval !== 'function') throw new Error('The poll has no interval function');
  return refetchInterval({ state: { data: undefined, error: null, ...state } } as never);
}

beforeEach(() => configureApi({ apiBase: 'http://shop.test/api', shop: 1 }));
afterEach(() => vi.unstubAllGlobals());

describe('the waiting room’s poll (issue 38)', () => {
  it('asks every WAITING_POLL_SECONDS while waiting or failing, and stops once let in', () => {
    expect(WAITING_POLL_SECONDS).toBeGreaterThan(0);
    expect(intervalFor({})).toBe(WAITING_POLL_SECONDS * 1000);
    expect(intervalFor({ data: waiting })).toBe(WAITING_POLL_SECONDS * 1000);
    expect(intervalFor({ data: { ...waiting, paused: true, wait_seconds: null } })).toBe(
      WAITING_POLL_SECONDS * 1000,
    );
    expect(intervalFor({ data: { ...waiting, admitted: true, ahead: 0 } })).toBe(false);
  });

  it('waits as long as a refusal’s Retry-After asks, never less than the poll', async () => {
    const refusal = async (retryAfter: string) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json(
            { code: 'RATE_LIMITED', message: 'Too many' },
            { status: 429, headers: { 'Retry-After': retryAfter } },
          ),
        ),
      );
      return waitingRoomStatus('en', waiting.ticket).then(
        () => {
          throw new Error('The call should have been refused');
        },
        (error: unknown) => error,
      );
    };
    expect(intervalFor({ data: waiting, error: await refusal('30') })).toBe(30_000);
    expect(intervalFor({ error: await refusal('1') })).toBe(WAITING_POLL_SECONDS * 1000);
    expect(intervalFor({ error: await refusal('soon') })).toBe(WAITING_POLL_SECONDS * 1000);
  });
});
