import type { AppConfig } from '@museum-shop/contract';
import { sessionStore } from '../../lib/session-store.ts';

const ACCEPTED_KEY = 'cookiesAccepted';

/** Only true or the string 'true' switch the notice on (spec §9), and module mode may hide it. */
export function cookieNoticeEnabled(config: Pick<AppConfig, 'cookie_disclaimer' | 'showCookieDisclaimer'>) {
  const strictlyOn = (value: unknown) => value === true || value === 'true';
  return strictlyOn(config.cookie_disclaimer) && strictlyOn(config.showCookieDisclaimer);
}

/** Acceptance is kept for the session as the text `true` (spec §4). */
export const cookiesAccepted = () => sessionStore.get(ACCEPTED_KEY) === 'true';
export const acceptCookies = () => sessionStore.set(ACCEPTED_KEY, 'true');
