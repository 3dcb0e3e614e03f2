import { describe, expect, it } from 'vitest';
import { FiguresCache } from './figures-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and answers the count, or waits to be released. */
function loader() {
  const calls = { count: 0 };
  const pending: ((value: number) => void)[] = [];
  return {
    calls,
    load: () => Promise.resolve((calls.count += 1)),
    held: () => {
      calls.count += 1;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    release: (value: number) => pending.shift()?.(value),
  };
}

describe('FiguresCache', () => {
  it('serves within the time to live, and computes once for requests arriving together', async () => {
    const time = clock();
    const cache = new FiguresCache<number>(5_000, 10, time.now);
    const { calls, load } = loader();
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    time.advance(3_000);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls.count).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
  });

  it('starts the next figures in the last fifth of the life and serves the current ones meanwhile', async () => {
    const time = clock();
    const cache = new FiguresCache<number>(5_000, 10, time.now);
    const source = loader();
    const first = cache.get('k', source.held);
    source.release(1);
    expect(await first).toBe(1);
    time.advance(4_100);
    expect(await cache.get('k', source.held)).toBe(1);
    expect(source.calls.count).toBe(2);
    expect(await cache.get('k', source.held)).toBe(1);
    expect(source.calls.count).toBe(2);
    // Past the time to live the refresh under way is waited for, never the old figures.
    time.advance(1_000);
    const late = cache.get('k', source.held);
    source.release(2);
    expect(await late).toBe(2);
    expect(await cache.get('k', source.held)).toBe(2);
    expect(source.calls.count).toBe(2);
  });

  it('never serves figures older than the time to live, and keeps no failure', async () => {
    const time = clock();
    const cache = new FiguresCache<number>(5_000, 10, time.now);
    const { calls, load } = loader();
    await cache.get('k', load);
    time.advance(5_000);
    expect(await cache.get('k', load)).toBe(2);
    await expect(cache.get('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('failing', load)).toBe(3);
    expect(calls.count).toBe(3);
  });

  it('is off at 0 seconds and forgets the oldest key beyond its size', async () => {
    const { calls, load } = loader();
    const off = new FiguresCache<number>(0);
    await off.get('k', load);
    await off.get('k', load);
    expect(calls.count).toBe(2);
    const small = new FiguresCache<number>(5_000, 2);
    for (const key of ['a', 'b', 'c']) await small.get(key, load);
    expect(small.size).toBe(2);
  });
});
