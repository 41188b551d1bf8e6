import { use } from 'react';

/** A load that tells how it ended, as React's `use` reads it: a value already loaded renders at once. */
export type TrackedLoad<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T });

/**
 * `load` for a key, started once and kept; a failed load is tried again the next time it is asked
 * for. React's `use` renders with a kept load's value without suspending, so a screen that awaited
 * it before rendering (the server's render, a route that preloads it) renders it at once and
 * hydrates with it.
 */
export function trackedLoads<K, T>(load: (key: K) => Promise<T>): (key: K) => TrackedLoad<T> {
  const loads = new Map<K, TrackedLoad<T>>();
  return (key) => {
    const known = loads.get(key);
    if (known) return known;
    const loading: TrackedLoad<T> = load(key);
    loads.set(key, loading);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => {
        loads.delete(key);
      },
    );
    return loading;
  };
}

/**
 * A load's value in a render: at once when it has loaded, else React's `use` suspends until it has.
 * (`use` alone suspended again on a later render of a load long since fulfilled: React 19.3, the
 * pass page's tests.)
 */
export function loaded<T>(load: TrackedLoad<T>): T {
  return load.status === 'fulfilled' ? load.value : use(load);
}
