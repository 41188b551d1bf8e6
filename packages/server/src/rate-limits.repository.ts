import { lte, sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { rateLimitCounters } from './db/schema/rate-limits.ts';

/**
 * Counts one hit on the counter `key` and returns its hits in the current window: a window that
 * started `windowMs` or longer before `now` starts again at `now`. One statement, so concurrent
 * hits from several processes are all counted.
 */
export async function countRateLimitHit(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const windowFloor = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimitCounters.windowStart} <= ${windowFloor.toISOString()}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitCounters.windowStart} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 0;
}

/** Removes counters whose window started at or before `before`. */
export async function deleteStaleRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowStart, before));
}
