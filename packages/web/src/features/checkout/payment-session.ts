import { sessionStore } from '../../lib/session-store.ts';

/**
 * The payment session ids that execPayment's query carries (spec §7 "query adds us, sessionUs,
 * srcURL"; spec §9 "Payment session id: 12 random alphanumeric characters per call, plus one
 * 12-character id per browser session").
 */
export const PAYMENT_ID_LENGTH = 12;
export const PAYMENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Session storage key of the browser session's id: a tab keeps it across reloads. */
export const PAYMENT_SESSION_KEY = 'paymentSessionId';
/** The longest srcURL the contract accepts (execPaymentEndpoint's query). */
export const MAX_SOURCE_URL_LENGTH = 2000;

const ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${PAYMENT_ID_LENGTH}}$`);
// 62 × 4 = 248: bytes from 248 up are drawn again, so every character is equally likely.
const UNBIASED_BYTE_LIMIT = PAYMENT_ID_ALPHABET.length * Math.floor(256 / PAYMENT_ID_ALPHABET.length);

/** 12 random alphanumeric characters from the browser's cryptographic generator. */
function randomId(): string {
  let id = '';
  const bytes = new Uint8Array(PAYMENT_ID_LENGTH * 2);
  while (id.length < PAYMENT_ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      id += PAYMENT_ID_ALPHABET[byte % PAYMENT_ID_ALPHABET.length];
      if (id.length === PAYMENT_ID_LENGTH) break;
    }
  }
  return id;
}

/** The id of one execPayment call (`us`): new every time. */
export function paymentCallId(): string {
  return randomId();
}

/** The session's id while session storage refuses to keep it (privacy modes, sandboxed frames). */
let unstoredSessionId: string | null = null;

/**
 * The id of this browser session (`sessionUs`): made when missing and kept in session storage, so
 * it stays the same in the tab across reloads. Where storage is blocked, the page keeps it instead.
 */
export function paymentSessionId(): string {
  const stored = sessionStore.get(PAYMENT_SESSION_KEY);
  if (stored !== null && ID_PATTERN.test(stored)) return stored;
  if (unstoredSessionId !== null) return unstoredSessionId;
  const id = randomId();
  sessionStore.set(PAYMENT_SESSION_KEY, id);
  if (sessionStore.get(PAYMENT_SESSION_KEY) !== id) unstoredSessionId = id;
  return id;
}

/**
 * The address the visitor came back to from the provider (`srcURL`): the return screen's own
 * address. One longer than the contract takes loses its query, and is left out if still too long.
 */
export function sourceUrl(href: string): string | undefined {
  if (href.length <= MAX_SOURCE_URL_LENGTH) return href;
  try {
    const url = new URL(href);
    const bare = `${url.origin}${url.pathname}`;
    return bare.length <= MAX_SOURCE_URL_LENGTH ? bare : undefined;
  } catch {
    return undefined;
  }
}

/** The query execPayment adds (spec §7): a new call id, the session's id, and where the visitor returned to. */
export function paymentSessionQuery(href: string): { us: string; sessionUs: string; srcURL?: string } {
  const srcURL = sourceUrl(href);
  return {
    us: paymentCallId(),
    sessionUs: paymentSessionId(),
    ...(srcURL === undefined ? {} : { srcURL }),
  };
}
