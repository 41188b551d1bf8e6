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

/** The attribute of the notice's element. */
export const COOKIE_NOTICE_ATTRIBUTE = 'data-cookie-notice';

/**
 * A page the server rendered holds the notice whenever the shop shows one: its HTML is the same for
 * every visitor, and the notice paints with the page instead of arriving seconds later (issue 37).
 * For a visitor who accepted it in this tab, it is hidden as soon as the early script runs, until
 * the page is taken over and the app removes it.
 */
export function hideAcceptedCookieNotice(): void {
  if (!cookiesAccepted()) return;
  const style = document.createElement('style');
  style.textContent = `[${COOKIE_NOTICE_ATTRIBUTE}]{display:none}`;
  document.head.append(style);
}
