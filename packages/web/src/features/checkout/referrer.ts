import { CHECKOUT_RETURN_SCREENS, isLanguage } from '@museum-shop/contract';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/** Session storage keys: where the visitor came from (spec §4 "Session"), and the payment providers used. */
export const REFERRER_KEY = 'referrer';
export const PAYMENT_PROVIDER_HOSTS_KEY = 'paymentProviderHosts';

/** The screens a payment provider sends the browser back to. */
const PAYMENT_RETURN_SCREENS: readonly string[] = Object.values(CHECKOUT_RETURN_SCREENS);

function parseUrl(value: string): URL | null {
  // Without throwing where it can: most visits have no referrer, and the TypeError of `new URL('')`
  // took 10 to 16 ms of the start-up task in Chromium at 4x CPU (issue 37's blocking time).
  if (!value) return null;
  if (typeof URL.parse === 'function') return URL.parse(value);
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The screen path of a shop address without its language prefix, lower-case and without trailing slashes. */
function screenPath(url: URL): string {
  const segments = url.pathname.toLowerCase().split('/').filter(Boolean);
  if (segments[0] !== undefined && isLanguage(segments[0])) segments.shift();
  return segments.join('/');
}

/**
 * The referrer worth keeping for this start of the shop, or null: not an address inside the shop,
 * and not a payment provider — neither a host the checkout sent the visitor to, nor any site that
 * lands the visitor on a payment return screen.
 */
export function referrerToKeep(
  referrer: string,
  landing: URL,
  paymentProviderHosts: readonly string[],
): string | null {
  const from = parseUrl(referrer);
  if (!from || (from.protocol !== 'https:' && from.protocol !== 'http:')) return null;
  if (from.origin === landing.origin) return null;
  if (paymentProviderHosts.includes(from.host)) return null;
  if (PAYMENT_RETURN_SCREENS.includes(screenPath(landing))) return null;
  return from.toString().slice(0, 500);
}

function paymentProviderHosts(): string[] {
  const stored = readSessionJson(PAYMENT_PROVIDER_HOSTS_KEY);
  return Array.isArray(stored) ? stored.filter((host): host is string => typeof host === 'string') : [];
}

/** Read once at start: keeps `document.referrer` unless it is the shop itself or a payment provider. */
export function rememberReferrer(referrer: string, landing: URL) {
  const kept = referrerToKeep(referrer, landing, paymentProviderHosts());
  if (kept) sessionStore.set(REFERRER_KEY, kept);
}

/** The checkout calls this before it sends the browser to a provider's address, so its return is not a referrer. */
export function rememberPaymentProvider(redirectUrl: string) {
  const host = parseUrl(redirectUrl)?.host;
  const hosts = paymentProviderHosts();
  if (host && !hosts.includes(host))
    sessionStore.set(PAYMENT_PROVIDER_HOSTS_KEY, JSON.stringify([...hosts, host]));
}

export const readReferrer = () => sessionStore.get(REFERRER_KEY);
