import { useSyncExternalStore } from 'react';
import { onCartChange, readCartLineCount } from '../cart-storage.ts';

export function useCartLineCount(): number {
  // No cart on a page the server renders (issue 37); hydration starts from that.
  return useSyncExternalStore(onCartChange, readCartLineCount, () => 0);
}
