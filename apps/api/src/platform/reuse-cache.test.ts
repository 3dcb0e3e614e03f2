import { describe, expect, it } from 'vitest';
import { ReuseCache } from './reuse-cache';

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

describe('ReuseCache with refreshAhead (the dashboard)', () => {
  it('serves within the time to live, and computes once for requests arriving together', async () => {
    const time = clock();
    const cache = new ReuseCache<number>(5_000, { maxEntries: 10, refreshAhead: true, now: time.now });
    const { calls, load } = loader();
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    time.advance(3_000);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls.count).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
  });

  it('starts the next figures in the last fifth of the life and serves the current ones meanwhile', async () => {
    const time = clock();
    const cache = new ReuseCache<number>(5_000, { maxEntries: 10, refreshAhead: true, now: time.now });
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
    const cache = new ReuseCache<number>(5_000, { maxEntries: 10, refreshAhead: true, now: time.now });
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
    const off = new ReuseCache<number>(0, { refreshAhead: true });
    await off.get('k', load);
    await off.get('k', load);
    expect(calls.count).toBe(2);
    const small = new ReuseCache<number>(5_000, { maxEntries: 2, refreshAhead: true });
    for (const key of ['a', 'b', 'c']) await small.get(key, load);
    expect(small.size).toBe(2);
  });
});

/** A load that counts its calls and answers what it is told (given the count so far). */
function countingLoader<T>(answer: (count: number) => Promise<T>) {
  const calls = { count: 0 };
  return { calls, load: () => answer((calls.count += 1)) };
}

describe('ReuseCache without refreshAhead (the directory)', () => {
  it('answers from memory within the time to live, and asks again after it', async () => {
    const time = clock();
    const cache = new ReuseCache<number>(5_000, { maxEntries: 10, now: time.now });
    const { calls, load } = countingLoader(async (count) => count);
    expect(await cache.get('near 10001', load)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('near 10001', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('near 10001', load)).toBe(2);
    expect(calls.count).toBe(2);
  });

  it('keeps each search apart', async () => {
    const cache = new ReuseCache<string>(5_000);
    expect(await cache.get('a', async () => 'first')).toBe('first');
    expect(await cache.get('b', async () => 'second')).toBe('second');
    expect(await cache.get('a', async () => 'never asked')).toBe('first');
  });

  it('shares one load among identical searches that arrive while it runs', async () => {
    const cache = new ReuseCache<string>(5_000);
    let finish: (value: string) => void = () => undefined;
    const { calls, load } = countingLoader(() => new Promise<string>((resolve) => (finish = resolve)));
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    finish('rows');
    expect(await answers).toEqual(['rows', 'rows', 'rows']);
    expect(calls.count).toBe(1);
  });

  it('never keeps a failure: the next search asks the database again', async () => {
    const cache = new ReuseCache<string>(5_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'rows')).toBe('rows');
  });

  it('holds at most its maximum, forgetting the oldest first', async () => {
    const cache = new ReuseCache<string>(5_000, { maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    expect(await cache.get('c', async () => 'never asked')).toBe('C');
  });

  it('clear() forgets everything; a time to live of 0 keeps nothing', async () => {
    const cache = new ReuseCache<string>(5_000);
    await cache.get('a', async () => 'A');
    cache.clear();
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    const off = new ReuseCache<string>(0);
    await off.get('a', async () => 'A');
    expect(off.size).toBe(0);
    expect(await off.get('a', async () => 'fresh')).toBe('fresh');
  });
});
