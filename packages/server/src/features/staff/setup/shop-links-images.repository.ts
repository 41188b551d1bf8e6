import type { Language } from '@museum-shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { banners } from '../../../db/schema/config.ts';

export interface BannerRow {
  image: string;
  imageMobile: string;
  alt: Partial<Record<Language, string>>;
}

/** The shop's banners in their order. */
export function listBannerRows(db: Db, shopId: number): Promise<BannerRow[]> {
  return db
    .select({ image: banners.image, imageMobile: banners.imageMobile, alt: banners.alt })
    .from(banners)
    .where(eq(banners.shopId, shopId))
    .orderBy(asc(banners.sequenceNo), asc(banners.id));
}

/** Replaces the banners in `tx`: a visitor reads the old ones or the new ones, never half. */
export async function replaceBanners(tx: Db, shopId: number, rows: readonly BannerRow[]) {
  await tx.delete(banners).where(eq(banners.shopId, shopId));
  if (rows.length === 0) return;
  await tx.insert(banners).values(rows.map((row, index) => ({ shopId, ...row, sequenceNo: index + 1 })));
}
