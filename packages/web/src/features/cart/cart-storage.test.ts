import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceCartChange, CART_STORAGE_KEY, onCartChange, readCartLineCount } from './cart-storage.ts';

describe('cart storage', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the number of lines, and anything unreadable as an empty cart', () => {
    expect(readCartLineCount()).toBe(0);
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ id: 1 }, { id: 2 }], requestInvoice: true }),
    );
    expect(readCartLineCount()).toBe(2);
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1 }]));
    expect(readCartLineCount()).toBe(1);
    for (const broken of ['{', '"text"', '{"lines":5}', 'null']) {
      sessionStorage.setItem(CART_STORAGE_KEY, broken);
      expect(readCartLineCount(), broken).toBe(0);
    }
  });

  it('tells listeners when the cart changed, until they stop listening', () => {
    const listener = vi.fn();
    const stop = onCartChange(listener);
    announceCartChange();
    stop();
    announceCartChange();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
