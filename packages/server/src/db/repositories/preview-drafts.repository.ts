import type { AppConfig } from '@museum-shop/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { previewDrafts } from '../schema/config.ts';

/** The most drafts a shop keeps: an owner previews a form a few times, not thousands. */
const DRAFTS_PER_SHOP = 20;

/** The database's clock, which judges what has ended (decision 0016). */
const databaseNow = sql`(select hold_clock())`;

/**
 * Keeps a configuration with unsaved edits until `expiresAt`; answers its id. Drafts that have
 * ended go, and a shop keeps its newest DRAFTS_PER_SHOP only.
 */
export async function insertPreviewDraft(db: Db, shopId: number, config: AppConfig, expiresAt: Date) {
  return db.transaction(async (tx) => {
    await tx.delete(previewDrafts).where(lte(previewDrafts.expiresAt, databaseNow));
    const [row] = await tx
      .insert(previewDrafts)
      .values({ shopId, config, expiresAt })
      .returning({ id: previewDrafts.id });
    await tx.execute(sql`
      delete from ${previewDrafts}
      where ${previewDrafts.shopId} = ${shopId}
        and ${previewDrafts.id} not in (
          select ${previewDrafts.id} from ${previewDrafts}
          where ${previewDrafts.shopId} = ${shopId}
          order by ${previewDrafts.expiresAt} desc
          limit ${DRAFTS_PER_SHOP}
        )`);
    if (!row) throw new Error('The preview draft was not written');
    return row.id;
  });
}

/** A shop's draft that has not ended, by the database's clock. */
export async function findPreviewDraft(db: Db, shopId: number, id: string): Promise<AppConfig | undefined> {
  const [row] = await db
    .select({ config: previewDrafts.config })
    .from(previewDrafts)
    .where(
      and(
        eq(previewDrafts.id, id),
        eq(previewDrafts.shopId, shopId),
        gt(previewDrafts.expiresAt, databaseNow),
      ),
    );
  return row?.config;
}
