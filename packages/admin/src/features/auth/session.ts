import { type StaffSession, staffSessionSchema } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { followMemberLanguage } from '../../lib/i18n.ts';
import { sessionStore } from '../../lib/session-store.ts';

const KEY = 'staffSession';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

/** The signed-in member's session (token, member, refund limit), as the server last gave it. */
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
  return () => listeners.delete(listener);
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, currentSession, () => null);
}
