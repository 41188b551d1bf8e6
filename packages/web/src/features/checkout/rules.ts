import type { Address } from '@museum-shop/contract';

/**
 * The checkout's screen rules as pure functions (decision 0008's hold), tested in rules.test.ts;
 * shipping readiness is the contract's (`shippingFieldsReady`).
 */

// ——— Shipping address (spec §4, §5) ———

export type ShippingAddress = Address;
// ——— The hold (decision 0008): places are held until expires_at while the visitor pays ———

export function holdSecondsLeft(expiresAt: string | null, nowMs: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** Minutes left at which the time left is announced to screen readers, besides the first show and the end. */
export const HOLD_ANNOUNCE_MINUTES = [15, 10, 5, 2, 1] as const;

export type HoldAnnouncement = { kind: 'left'; minutes: number } | { kind: 'expired' };

/**
 * What to announce when the time left goes from `previous` to `seconds` seconds (previous null: the
 * first show): the time left when first shown, at each of the marks passed, and the end once. Every
 * other tick stays silent, so a screen reader is not told the time every second.
 */
export function holdAnnouncement(previous: number | null, seconds: number): HoldAnnouncement | null {
  if (seconds <= 0) return previous === null || previous > 0 ? { kind: 'expired' } : null;
  const minutes = Math.ceil(seconds / 60);
  if (previous === null) return { kind: 'left', minutes };
  const mark = HOLD_ANNOUNCE_MINUTES.find((mark) => previous > mark * 60 && seconds <= mark * 60);
  return mark === undefined ? null : { kind: 'left', minutes: mark };
}

/** The time left as m:ss for the visible clock. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
