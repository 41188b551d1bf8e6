import type { Customer } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { onSessionChange, readCustomerSnapshot } from '../session.ts';

export function useCustomer(): Customer | null {
  return useSyncExternalStore(onSessionChange, readCustomerSnapshot);
}
