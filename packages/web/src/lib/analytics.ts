/**
 * The shop's analytics hooks (spec §7: add to cart, remove, checkout, purchase), in one small
 * module. Nothing is sent anywhere by default: no third-party script is loaded. A museum that runs
 * a tag manager on its page gets each event pushed onto its `window.dataLayer`; code may also
 * subscribe with `onAnalyticsEvent`.
 */
export type AnalyticsEvent =
  | { type: 'add_to_cart'; item: string; value: number }
  | { type: 'remove_from_cart'; item: string; value: number }
  | { type: 'begin_checkout'; value: number; items: number }
  | { type: 'purchase'; bookingId: string; value: number | null };

type Listener = (event: AnalyticsEvent) => void;
const listeners = new Set<Listener>();

export function onAnalyticsEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Reports an event; analytics never breaks the shop, so a failing listener is ignored. */
export function track(event: AnalyticsEvent) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // An observer's failure is not the visitor's problem.
    }
  }
  if (typeof window !== 'undefined' && Array.isArray(window.dataLayer)) {
    const { type, ...details } = event;
    window.dataLayer.push({ event: type, ...details });
  }
}
