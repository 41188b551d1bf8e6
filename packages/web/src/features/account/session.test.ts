import { testCustomer } from '@museum-shop/contract/test-fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_KEY,
  clearSession,
  endGuestSession,
  GUEST_DETAILS_KEY,
  onSessionChange,
  readCustomer,
  readGuestDetails,
  rememberGuestDetails,
  TOKEN_KEY,
} from './session.ts';

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

  it('drops a guest’s token and customer after an order, and keeps the details for the next form', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    sessionStorage.setItem(TOKEN_KEY, 'guest-token');
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify({ ...customer, isGuest: true }));
    rememberGuestDetails({ fname: 'Greta', email: 'greta@example.org' });
    expect(endGuestSession()).toBe(true);
    stop();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readCustomer()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readGuestDetails()).toEqual({ fname: 'Greta', email: 'greta@example.org' });
  });

  it('leaves a registered customer signed in', () => {
    sessionStorage.setItem(TOKEN_KEY, 'customer-token');
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
    expect(endGuestSession()).toBe(false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('customer-token');
    expect(readCustomer()).toEqual(customer);
  });

  it('forgets the guest details on logout, and reads damaged ones as none', () => {
    rememberGuestDetails({ fname: 'Greta' });
    clearSession();
    expect(readGuestDetails()).toBeNull();
    sessionStorage.setItem(GUEST_DETAILS_KEY, '{"fname": 1}');
    expect(readGuestDetails()).toBeNull();
    sessionStorage.setItem(GUEST_DETAILS_KEY, 'not json');
    expect(readGuestDetails()).toBeNull();
  });
});
