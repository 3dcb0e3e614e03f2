import { describe, expect, it } from 'vitest';
import { SearchResultsCache } from './search-results-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and answers what it is told (given the count so far). */
function loader<T>(answer: (count: number) => Promise<T>) {
  const calls = { count: 0 };
  return { calls, load: () => answer((calls.count += 1)) };
}

describe('SearchResultsCache', () => {
  it('answers from memory within the time to live, and asks again after it', async () => {
    const time = clock();
    const cache = new SearchResultsCache<number>(5_000, 10, time.now);
    const { calls, load } = loader(async (count) => count);
    expect(await cache.get('near 10001', load)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('near 10001', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('near 10001', load)).toBe(2);
    expect(calls.count).toBe(2);
  });

  it('keeps each search apart', async () => {
    const cache = new SearchResultsCache<string>(5_000);
    expect(await cache.get('a', async () => 'first')).toBe('first');
    expect(await cache.get('b', async () => 'second')).toBe('second');
    expect(await cache.get('a', async () => 'never asked')).toBe('first');
  });

  it('shares one load among identical searches that arrive while it runs', async () => {
    const cache = new SearchResultsCache<string>(5_000);
    let finish: (value: string) => void = () => undefined;
    const { calls, load } = loader(() => new Promise<string>((resolve) => (finish = resolve)));
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    finish('rows');
    expect(await answers).toEqual(['rows', 'rows', 'rows']);
    expect(calls.count).toBe(1);
  });

  it('never keeps a failure: the next search asks the database again', async () => {
    const cache = new SearchResultsCache<string>(5_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'rows')).toBe('rows');
  });

  it('holds at most its maximum, forgetting the oldest first', async () => {
    const cache = new SearchResultsCache<string>(5_000, 2);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    expect(await cache.get('c', async () => 'never asked')).toBe('C');
  });

  it('clear() forgets everything; a time to live of 0 keeps nothing', async () => {
    const cache = new SearchResultsCache<string>(5_000);
    await cache.get('a', async () => 'A');
    cache.clear();
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    const off = new SearchResultsCache<string>(0);
    await off.get('a', async () => 'A');
    expect(off.size).toBe(0);
    expect(await off.get('a', async () => 'fresh')).toBe('fresh');
  });
});
