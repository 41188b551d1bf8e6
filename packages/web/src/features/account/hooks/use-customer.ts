import type { Customer } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { onSessionChange, readCustomerSnapshot } from '../session.ts';

export function useCustomer(): Customer | null {
  // Nobody is signed in on a page the server renders (issue 37); hydration starts from that.
  return useSyncExternalStore(onSessionChange, readCustomerSnapshot, () => null);
}
