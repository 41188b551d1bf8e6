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
  /**
   * The tab's preview token, open shop or not: the reads of one event or tour send it, so the owner
   * sees a draft event or tour (issue 35); the server ignores one that is not valid.
   */
  previewToken?: string;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

/** The loaded configuration and current language; only screens inside the config gate use it. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop is used outside the config gate');
  return value;
}
