import { and, arrayContains, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { joinReservations, reservedSums } from '../../db/repositories/reservations.repository.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { reservationItems } from '../../db/schema/reservations.ts';

export interface ArticleFilter {
  shopId: number;
  now: Date;
  /** Only this product kind; undefined: every kind except `excludeKind`. */
  productKind?: number | undefined;
  excludeKind?: number | undefined;
  articleId?: number | undefined;
  categoryId?: number | undefined;
}

/** Articles with their sold and held pieces summed in the database, in sequence_no order. */
export function listArticles(db: Db, filter: ArticleFilter) {
  const pieces = reservedSums(reservationItems.places, filter.now);
  const articles = db
    .select({ article: merchandise, sold: pieces.sold, held: pieces.held })
    .from(merchandise)
    .$dynamic();
  return joinReservations(articles, reservationItems.merchandiseId, merchandise.id)
    .where(
      and(
        eq(merchandise.shopId, filter.shopId),
        filter.productKind === undefined ? undefined : eq(merchandise.productKindRef, filter.productKind),
        filter.excludeKind === undefined ? undefined : ne(merchandise.productKindRef, filter.excludeKind),
        filter.articleId === undefined ? undefined : eq(merchandise.id, filter.articleId),
        filter.categoryId === undefined
          ? undefined
          : arrayContains(merchandise.customGroupIds, [filter.categoryId]),
      ),
    )
    .groupBy(merchandise.id)
    .orderBy(asc(merchandise.sequenceNo), asc(merchandise.id));
}
