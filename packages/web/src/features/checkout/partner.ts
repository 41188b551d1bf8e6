import { sessionStore } from '../../lib/session-store.ts';

/** The `partner` query parameter is read at start (spec §2) and kept for the payment call. */
export const PARTNER_KEY = 'partner';

export function rememberPartner(search: string) {
  const partner = new URLSearchParams(search).get('partner')?.trim();
  if (partner) sessionStore.set(PARTNER_KEY, partner.slice(0, 100));
}

export function readPartner(): string | null {
  return sessionStore.get(PARTNER_KEY);
}
