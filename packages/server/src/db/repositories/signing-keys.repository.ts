import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { signingKeys } from '../schema/documents.ts';

export async function findSigningKey(db: Db, name: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.name, name));
  return row?.key;
}

/** Keeps a key under `name` unless one is kept already. */
export async function insertSigningKeyOnce(db: Db, name: string, key: Uint8Array) {
  await db.insert(signingKeys).values({ name, key }).onConflictDoNothing({ target: signingKeys.name });
}

/** The kept keys of each database by name, once per process: a key never changes once kept. */
const keptKeys = new WeakMap<Db, Map<string, Promise<Uint8Array>>>();

/**
 * The database's key under `name`: 32 random bytes, made by the first process that asks. Inserted
 * only when absent (a concurrent first insert of another process wins, and everyone reads the one
 * kept), so every process and every restart signs alike.
 */
export function keptSigningKey(db: Db, name: string): Promise<Uint8Array> {
  let byName = keptKeys.get(db);
  if (!byName) {
    byName = new Map();
    keptKeys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      await insertSigningKeyOnce(db, name, new Uint8Array(randomBytes(32)));
      const kept = await findSigningKey(db, name);
      if (!kept) throw new Error(`the ${name} signing key was not kept`);
      return kept;
    })();
    byName.set(name, key);
    // A failed read is tried again next time rather than remembered.
    const made = key;
    made.catch(() => {
      if (byName?.get(name) === made) byName.delete(name);
    });
  }
  return key;
}
