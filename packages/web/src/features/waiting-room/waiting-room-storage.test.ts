import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../lib/api-client.ts';
import {
  forgetTicket,
  readTicket,
  readWaitingPass,
  rememberPass,
  rememberTicket,
  waitingPassKey,
  waitingTicketKey,
} from './waiting-room-storage.ts';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const LATER = '2026-11-25T09:20:00Z';

beforeEach(() => configureApi({ apiBase: 'http://shop.test/api', shop: 1 }));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the waiting room’s storage (issue 38)', () => {
  it('keeps the place in local storage, per shop, so a reload or another tab keeps it', () => {
    rememberTicket('ticket-of-shop-one-0001');
    expect(localStorage.getItem(waitingTicketKey(1))).toBe('ticket-of-shop-one-0001');
    expect(sessionStorage.length).toBe(0);

    configureApi({ apiBase: 'http://shop.test/api', shop: 2 });
    expect(readTicket()).toBeNull();
    configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
    expect(readTicket()).toBe('ticket-of-shop-one-0001');
    forgetTicket();
    expect(readTicket()).toBeNull();
  });

  it('keeps the pass with its end in session storage and gives it only while it lasts', () => {
    rememberPass({ pass: 'pass-1', pass_expires_at: LATER });
    expect(JSON.parse(sessionStorage.getItem(waitingPassKey(1)) ?? 'null')).toEqual({
      pass: 'pass-1',
      expires_at: LATER,
    });
    expect(localStorage.length).toBe(0);
    expect(readWaitingPass(NOW)).toBe('pass-1');
    expect(readWaitingPass(Date.parse(LATER) - 1)).toBe('pass-1');
    // Ended: not sent, and dropped.
    expect(readWaitingPass(Date.parse(LATER))).toBeNull();
    expect(sessionStorage.getItem(waitingPassKey(1))).toBeNull();
  });

  it('needs no pass where the room is off, and reads nothing from a damaged entry', () => {
    rememberPass({ pass: 'pass-1', pass_expires_at: LATER });
    rememberPass({ pass: null, pass_expires_at: null });
    expect(readWaitingPass(NOW)).toBeNull();

    sessionStorage.setItem(waitingPassKey(1), '{"pass":');
    expect(readWaitingPass(NOW)).toBeNull();
    sessionStorage.setItem(waitingPassKey(1), JSON.stringify({ pass: 'pass-2', expires_at: 'soon' }));
    expect(readWaitingPass(NOW)).toBeNull();
  });
});
