import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  const counting = () => {
    const loads: string[] = [];
    let clock = 0;
    return {
      loads,
      tick: (ms: number) => {
        clock += ms;
      },
      cached: (ttlMs: number, maxEntries?: number, staleMs?: number) =>
        ttlCache(
          ttlMs,
          async (key: string) => {
            loads.push(key);
            if (key === 'bad') throw new Error('no such key');
            return `${key}@${clock}`;
          },
          { maxEntries, now: () => clock, staleMs },
        ),
    };
  };

  it('answers a key from memory until its time is up, then loads it again', async () => {
    const { loads, tick, cached } = counting();
    const find = cached(1000);
    expect(await find('a')).toBe('a@0');
    tick(999);
    expect(await find('a')).toBe('a@0');
    tick(1);
    expect(await find('a')).toBe('a@1000');
    expect(loads).toEqual(['a', 'a']);
  });

  it('lets concurrent misses share one load, and keeps keys apart', async () => {
    const { loads, cached } = counting();
    const find = cached(1000);
    expect(await Promise.all([find('a'), find('a'), find('b')])).toEqual(['a@0', 'a@0', 'b@0']);
    expect(loads).toEqual(['a', 'b']);
  });

  it('does not remember a failed load', async () => {
    const { loads, cached } = counting();
    const find = cached(1000);
    await expect(find('bad')).rejects.toThrow('no such key');
    await expect(find('bad')).rejects.toThrow('no such key');
    expect(loads).toEqual(['bad', 'bad']);
  });

  it('remembers nothing with a time of 0, and at most maxEntries keys', async () => {
    const off = counting();
    const uncached = off.cached(0);
    await uncached('a');
    await uncached('a');
    expect(off.loads).toEqual(['a', 'a']);

    const small = counting();
    const find = small.cached(1000, 2);
    await find('a');
    await find('b');
    await find('c');
    await find('a');
    expect(small.loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('runs a thenable load (a query builder runs its query on every await) once per time', async () => {
    let runs = 0;
    const query: PromiseLike<string[]> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is the case tested
      then: (onFulfilled, onRejected) => Promise.resolve([`run ${++runs}`]).then(onFulfilled, onRejected),
    };
    const find = ttlCache(1000, () => query);
    expect(await find('a')).toEqual(['run 1']);
    expect(await find('a')).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('answers a stale value at once for staleMs while one load replaces it', async () => {
    const { loads, tick, cached } = counting();
    const find = cached(1000, undefined, 1000);
    expect(await find('a')).toBe('a@0');
    tick(1500);
    // Past its time: the old value at once, and one load (not one per caller) behind it.
    expect(await Promise.all([find('a'), find('a')])).toEqual(['a@0', 'a@0']);
    expect(loads).toEqual(['a', 'a']);
    await Promise.resolve();
    expect(await find('a')).toBe('a@1500');
    tick(2000); // Past its time and its stale time: the caller waits for the load.
    expect(await find('a')).toBe('a@3500');
    expect(loads).toEqual(['a', 'a', 'a']);
  });

  it('keeps serving the stale value when its replacement fails, and tries again', async () => {
    let fail = false;
    let loads = 0;
    let clock = 0;
    const find = ttlCache(
      1000,
      async () => {
        loads += 1;
        if (fail) throw new Error('database away');
        return `v${loads}`;
      },
      { now: () => clock, staleMs: 1000 },
    );
    expect(await find('a')).toBe('v1');
    fail = true;
    clock = 1200;
    expect(await find('a')).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await find('a')).toBe('v1');
    expect(loads).toBe(3);
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await find('a')).toBe('v1'); // starts a load that succeeds
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await find('a')).toBe('v4');
  });
});
