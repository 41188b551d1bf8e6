import type { Language } from '@museum-shop/contract';
import { localDateTime } from './dates.ts';
import { type Translate, translator } from './translate.ts';

/** The museum's time zone when its configuration names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The shop a request is for, resolved once per request (plugins/shop.ts). */
export interface ShopContext {
  shopId: number;
  lang: Language;
  defaultLanguage: Language;
  t: Translate;
  now: Date;
  /** The museum's time zone (IANA), in which its dates and times are read. */
  timeZone: string;
  /** The museum's wall-clock time now, YYYY-MM-DD HH:mm. */
  localNow: string;
  /** The museum's date today, YYYY-MM-DD. */
  today: string;
  /** Visitors may buy: false while the museum sets its shop up (issue 34). */
  open: boolean;
}

export function shopContext(
  shop: { shopId: number; defaultLanguage: Language; timeZone: string | null; open?: boolean },
  lang: Language,
  now: Date,
): ShopContext {
  const timeZone = shop.timeZone || DEFAULT_TIME_ZONE;
  const localNow = localDateTime(now, timeZone);
  return {
    shopId: shop.shopId,
    lang,
    defaultLanguage: shop.defaultLanguage,
    t: translator(lang, shop.defaultLanguage),
    now,
    timeZone,
    localNow,
    today: localNow.slice(0, 10),
    open: shop.open ?? true,
  };
}
