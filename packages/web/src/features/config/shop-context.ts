import type { AppConfig, Language } from '@museum-shop/contract';
import { createContext, useContext } from 'react';

export interface ShopContextValue {
  config: AppConfig;
  /** The language of the screen: the path's prefix, else the first configured language. */
  lang: Language;
  /**
   * The owner views the shop through a preview link that works until then (issue 34): before it
   * opens, or with unsaved edits (`draft`).
   */
  preview?: { until: string; draft: boolean };
}

export const ShopContext = createContext<ShopContextValue | null>(null);

/** The loaded configuration and current language; only screens inside the config gate use it. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop is used outside the config gate');
  return value;
}
