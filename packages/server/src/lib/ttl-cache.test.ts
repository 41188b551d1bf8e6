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
      cached: (ttlMs: number, maxEntries?: number) =>
        ttlCache(
          ttlMs,
          async (key: string) => {
            loads.push(key);
            if (key === 'bad') throw new Error('no such key');
            return `${key}@${clock}`;
          },
          { maxEntries, now: () => clock },
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
});
