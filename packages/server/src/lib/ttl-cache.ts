/**
 * Remembers each key's value for `ttlMs` in this process, and lets concurrent misses of one key
 * share a single load. A failed load is not remembered. `ttlMs` 0 remembers nothing. At most
 * `maxEntries` keys are kept (a flood of distinct keys empties it instead of growing it).
 */
export function ttlCache<K, V>(
  ttlMs: number,
  load: (key: K) => PromiseLike<V>,
  { maxEntries = 1000, now = () => performance.now() }: { maxEntries?: number; now?: () => number } = {},
): (key: K) => Promise<V> {
  if (ttlMs <= 0) return async (key) => load(key);
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key) => {
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    // A real promise: a query builder is only thenable, and runs its query again on every await.
    const value = Promise.resolve(load(key));
    entries.set(key, { value, expires: at + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
