import type { Language } from '@museum-shop/contract';

/** The origin a path is resolved against to see whether it stays inside the shop. */
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * Where the waiting room sends a visitor once let in (issue 38): `next` when it is a screen of
 * this shop in the screen's language, else `fallback` (the checkout). Another site (`//host`,
 * `https://…`), another language's screen and the waiting room itself (`own`) are never followed.
 */
export function admittedTarget(next: string | null, lang: Language, fallback: string, own: string): string {
  const prefix = `/${lang}/`;
  if (!next?.startsWith(prefix) || next.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(next, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP_ORIGIN || !url.pathname.startsWith(prefix)) return fallback;
  const path = url.pathname.replace(/\/+$/, '');
  if (path.toLowerCase() === own.replace(/\/+$/, '').toLowerCase()) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The wait as the screen tells it: whole minutes, tens of seconds under a minute, or any moment. */
export type WaitEstimate = { unit: 'minutes' | 'seconds'; count: number } | { unit: 'soon' };

/**
 * An estimate, rounded up so that it is not beaten by a few seconds and changes rarely: a screen
 * reader hears it again only when it changes.
 */
export function waitEstimate(seconds: number): WaitEstimate {
  if (seconds <= 0) return { unit: 'soon' };
  const tens = Math.ceil(seconds / 10) * 10;
  if (tens < 60) return { unit: 'seconds', count: tens };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
