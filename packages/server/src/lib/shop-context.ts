import type { Language } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { shops } from '../db/schema/config.ts';
import { AppError } from '../errors.ts';
import { localDateTime } from './dates.ts';
import { type Translate, translator } from './translate.ts';

/** The first shop; the catalog calls of spec §7 carry no shop id. */
export const DEFAULT_SHOP_ID = 1;

export interface ShopContext {
  shopId: number;
  lang: Language;
  defaultLanguage: Language;
  t: Translate;
  now: Date;
  /** The museum's wall-clock time now, YYYY-MM-DD HH:mm. */
  localNow: string;
  /** The museum's date today, YYYY-MM-DD. */
  today: string;
}

/** What every catalog call needs to know about its shop: languages and the museum's local time. */
export async function loadShopContext(
  db: Db,
  shopId: number | undefined,
  lang: Language,
  now: Date,
): Promise<ShopContext> {
  const id = shopId ?? DEFAULT_SHOP_ID;
  const [row] = await db
    .select({ defaultLanguage: shops.defaultLanguage, timeZone: sql<string>`${shops.config}->>'time_zone'` })
    .from(shops)
    .where(eq(shops.id, id));
  if (!row) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${id}`);
  const localNow = localDateTime(now, row.timeZone || 'Europe/Berlin');
  return {
    shopId: id,
    lang,
    defaultLanguage: row.defaultLanguage,
    t: translator(lang, row.defaultLanguage),
    now,
    localNow,
    today: localNow.slice(0, 10),
  };
}
