interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** The value has arrived (a load still under way is shared, never served stale). */
  settled: boolean;
  /** A load that will replace this stale value is under way. */
  refreshing: boolean;
}

export interface TtlCacheOptions {
  /** At most this many keys are kept (a flood of distinct keys empties it instead of growing it). */
  maxEntries?: number;
  now?: () => number;
  /**
   * For this long after its time is up a value is still answered at once while one load replaces
   * it behind the scenes, as HTTP's `stale-while-revalidate` (a page's render then never waits).
   */
  staleMs?: number;
}

/**
 * Remembers each key's value for `ttlMs` in this process, and lets concurrent misses of one key
 * share a single load. A failed load is not remembered. `ttlMs` 0 remembers nothing.
 */
export function ttlCache<K, V>(
  ttlMs: number,
  load: (key: K) => PromiseLike<V>,
  { maxEntries = 1000, now = () => performance.now(), staleMs = 0 }: TtlCacheOptions = {},
): (key: K) => Promise<V> {
  if (ttlMs <= 0) return async (key) => load(key);
  const entries = new Map<K, Entry<V>>();

  const loadInto = (key: K, at: number, stale?: Entry<V>): Promise<V> => {
    // A real promise: a query builder is only thenable, and runs its query again on every await.
    const value = Promise.resolve(load(key));
    const entry: Entry<V> = { value, expires: at + ttlMs, settled: false, refreshing: false };
    if (!stale) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, entry);
    }
    value.then(
      () => {
        entry.settled = true;
        // A refresh replaces the stale value only once it has arrived.
        if (stale && entries.get(key) === stale) entries.set(key, entry);
      },
      () => {
        if (stale) stale.refreshing = false;
        else if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  };

  return (key) => {
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return hit.value;
    if (hit?.settled && hit.expires + staleMs > at) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        void loadInto(key, at, hit).catch(() => {});
      }
      return hit.value;
    }
    return loadInto(key, at);
  };
}
