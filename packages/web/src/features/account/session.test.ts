import { testCustomer } from '@museum-shop/contract/test-fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_KEY, clearSession, onSessionChange, readCustomer, TOKEN_KEY } from './session.ts';

const customer = testCustomer;

describe('session', () => {
  afterEach(() => sessionStorage.clear());

  it('reads a stored customer and treats a damaged one as signed out', () => {
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
    expect(readCustomer()).toEqual(customer);
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify({ fname: 'Ada' }));
    expect(readCustomer()).toBeNull();
  });

  it('logout clears token and customer and tells listeners', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    sessionStorage.setItem(TOKEN_KEY, 'abc');
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
    clearSession();
    stop();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readCustomer()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
