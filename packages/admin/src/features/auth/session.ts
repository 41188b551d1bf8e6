import { type StaffSession, staffSessionSchema } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { followMemberLanguage } from '../../lib/i18n.ts';
import { sessionStore } from '../../lib/session-store.ts';

const KEY = 'staffSession';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

/**
 * The signed-in member's session (token, member, refund limit), as the server last gave it, shared
 * by every tab of this browser. Whether it has ended is the server's to say (a 401 clears it): the
 * browser's clock may be wrong by days.
 */
export function currentSession(): StaffSession | null {
  const raw = sessionStore.get(KEY);
  if (raw === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  if (raw) {
    try {
      const parsed = staffSessionSchema.safeParse(JSON.parse(raw));
      session = parsed.success ? parsed.data : null;
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

export function currentToken(): string | null {
  return currentSession()?.token ?? null;
}

function announce() {
  for (const listener of listeners) listener();
}

export function saveSession(session: StaffSession) {
  sessionStore.set(KEY, JSON.stringify(session));
  followMemberLanguage(session.member.lang);
  announce();
}

export function clearSession() {
  sessionStore.remove(KEY);
  announce();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A sign-in or sign-out in another tab of this browser changes this one's too.
  const stop = sessionStore.onOtherTabChange(KEY, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, currentSession, () => null);
}
