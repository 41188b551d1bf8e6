import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentProviderHealth } from '../../db/schema/payments.ts';
import type { ProviderFailure } from './provider.ts';

export type ProviderHealthRow = typeof paymentProviderHealth.$inferSelect;

/**
 * A call went through: the provider is reachable. Written only when that is news (its last call
 * found it unavailable) or the last success is older than `quietMs`, so a busy shop does not write
 * a row per payment.
 */
export async function recordProviderSuccess(
  db: Db,
  provider: string,
  now: Date,
  quietMs: number,
): Promise<void> {
  const table = paymentProviderHealth;
  await db
    .insert(table)
    .values({ provider, state: 'reachable', lastSuccessAt: now })
    .onConflictDoUpdate({
      target: table.provider,
      set: { state: 'reachable', lastSuccessAt: now },
      setWhere: sql`${table.state} <> 'reachable' OR ${table.lastSuccessAt} IS NULL OR ${table.lastSuccessAt} < ${new Date(now.getTime() - quietMs).toISOString()}::timestamptz`,
    });
}

/** A call found the provider unavailable, and why. */
export async function recordProviderFailure(
  db: Db,
  provider: string,
  failure: { at: Date; reason: ProviderFailure; detail: string | null },
): Promise<void> {
  const values = {
    state: 'unavailable' as const,
    lastFailureAt: failure.at,
    lastFailure: failure.reason,
    lastFailureDetail: failure.detail,
  };
  await db
    .insert(paymentProviderHealth)
    .values({ provider, ...values })
    .onConflictDoUpdate({ target: paymentProviderHealth.provider, set: values });
}

export async function findProviderHealth(db: Db, provider: string): Promise<ProviderHealthRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProviderHealth)
    .where(eq(paymentProviderHealth.provider, provider));
  return row;
}
