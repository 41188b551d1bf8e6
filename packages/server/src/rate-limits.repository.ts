import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { preparedFor } from './db/prepared.ts';
import { rateLimitCounters } from './db/schema/rate-limits.ts';

export interface RateLimitCount {
  hits: number;
  windowStart: Date;
}

const rateLimitHit = preparedFor((db) => {
  const expired = sql`${rateLimitCounters.windowStart} <= ${sql.placeholder('windowFloor')}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('now'),
      hits: sql`${sql.placeholder('weight')}::integer`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN ${sql.placeholder('weight')}::integer ELSE ${rateLimitCounters.hits} + ${sql.placeholder('weight')}::integer END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${sql.placeholder('nowText')}::timestamptz ELSE ${rateLimitCounters.windowStart} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart })
    .prepare('rate_limit_hit');
});

/**
 * Counts one hit (or `weight` of them: a limit on places counts each place) on the counter `key`
 * and returns its hits in the current window and when that
 * window started: a window that started `windowMs` or longer before `now` starts again at `now`.
 * One statement, so concurrent hits from several processes are all counted. Every limited call
 * makes it, so it is prepared once (`preparedFor`).
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
  weight = 1,
): Promise<RateLimitCount> {
  const [row] = await rateLimitHit(db).execute({
    key,
    weight,
    now,
    nowText: now.toISOString(),
    windowFloor: new Date(now.getTime() - windowMs).toISOString(),
  });
  return row ?? { hits: 0, windowStart: now };
}

/**
 * Takes back one hit counted on `key` in the current window (a try that turned out not to count),
 * in one statement; a window that has since ended is left alone.
 */
export async function releaseRateLimitHit(db: Db, key: string, now: Date, windowMs: number): Promise<void> {
  const windowFloor = new Date(now.getTime() - windowMs);
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.windowStart, windowFloor),
        gt(rateLimitCounters.hits, 0),
      ),
    );
}

/** Removes counters whose window started at or before `before`. */
export async function deleteStaleRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowStart, before));
}
