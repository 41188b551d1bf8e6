import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticsEvent, track } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('analytics', () => {
  it('tells subscribers and sends nothing anywhere by default', () => {
    const listener = vi.fn();
    const stop = onAnalyticsEvent(listener);
    track({ type: 'begin_checkout', value: 2_800, items: 2 });
    expect(listener).toHaveBeenCalledWith({ type: 'begin_checkout', value: 2_800, items: 2 });
    expect(window.dataLayer).toBeUndefined();
    stop();
    track({ type: 'purchase', bookingId: 'b1', value: 100 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("pushes onto the page's dataLayer when the museum has one, and survives a failing listener", () => {
    window.dataLayer = [];
    const stop = onAnalyticsEvent(() => {
      throw new Error('broken');
    });
    track({ type: 'add_to_cart', item: 'ticket', value: 1_400 });
    expect(window.dataLayer).toEqual([{ event: 'add_to_cart', item: 'ticket', value: 1_400 }]);
    stop();
  });
});
