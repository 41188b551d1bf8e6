import { and, arrayContains, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { merchandise } from '../../db/schema/merchandise.ts';

export interface ArticleFilter {
  shopId: number;
  /** Only this product kind; undefined: every kind except `excludeKind`. */
  productKind?: number | undefined;
  excludeKind?: number | undefined;
  articleId?: number | undefined;
  categoryId?: number | undefined;
}

/** Articles with their sold, held and left pieces (the database's one count), in sequence_no order. */
export function listArticles(db: Db, filter: ArticleFilter) {
  const pieces = inventoryCounts(db, 'article', merchandise.id);
  return db
    .select({ article: merchandise, sold: pieces.sold, held: pieces.held, left: pieces.left })
    .from(merchandise)
    .innerJoinLateral(pieces, sql`true`)
    .where(
      and(
        eq(merchandise.shopId, filter.shopId),
        // The visitor sees what is on sale: a draft or archived product is the staff's (issue 36).
        eq(merchandise.status, 'published'),
        filter.productKind === undefined ? undefined : eq(merchandise.productKindRef, filter.productKind),
        filter.excludeKind === undefined ? undefined : ne(merchandise.productKindRef, filter.excludeKind),
        filter.articleId === undefined ? undefined : eq(merchandise.id, filter.articleId),
        filter.categoryId === undefined
          ? undefined
          : arrayContains(merchandise.customGroupIds, [filter.categoryId]),
      ),
    )
    .orderBy(asc(merchandise.sequenceNo), asc(merchandise.id));
}
