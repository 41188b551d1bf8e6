import { useSyncExternalStore } from 'react';
import { onCartChange, readCartLineCount } from '../cart-storage.ts';

export function useCartLineCount(): number {
  return useSyncExternalStore(onCartChange, readCartLineCount);
}
