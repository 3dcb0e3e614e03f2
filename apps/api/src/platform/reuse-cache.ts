import { LRUCache } from 'lru-cache';

/**
 * Answers reused for a few seconds, shared by the directory's search (`DIRECTORY_CACHE_SECONDS`)
 * and the advisor dashboard's figures (`DASHBOARD_CACHE_SECONDS`). A computation under way is
 * shared by the identical requests that arrive meanwhile, a failed one is never kept, and nothing
 * is served older than the time to live, counted from when its computation started.
 *
 * With `refreshAhead` (the dashboard: a sum over 500 clients) one request starts the next
 * computation in the last fifth of an entry's life while the current answer is still served, so
 * the requests arriving at the expiry do not all wait for it (that wait was the benchmark's p99).
 */
interface Entry<T> {
  value: Promise<T>;
  startedAt: number;
  /** The next figures, under way since the last fifth of this entry's life. */
  refreshing: Promise<T> | null;
}

export interface ReuseCacheOptions {
  maxEntries?: number;
  refreshAhead?: boolean;
  now?: () => number;
}

// Stale entries are read too (and left in place): one whose next figures are under way answers with them.
const EVEN_STALE = { allowStale: true, noDeleteOnStaleGet: true } as const;

/** The entries live in lru-cache (its size bound and time to live); what is shared while it loads is ours. */
export class ReuseCache<T> {
  readonly #entries: LRUCache<string, Entry<T>> | null;
  private readonly refreshAhead: boolean;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    { maxEntries = 1_000, refreshAhead = false, now = Date.now }: ReuseCacheOptions = {},
  ) {
    this.refreshAhead = refreshAhead;
    this.now = now;
    // ttlResolution 0: staleness is read from `now` at every look, never from a cached reading of it.
    this.#entries = ttlMs > 0 ? new LRUCache<string, Entry<T>>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } }) : null;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#entries) return load();
    const now = this.now();
    const entry = this.#entries.get(key, EVEN_STALE);
    if (entry && now - entry.startedAt < this.ttlMs) {
      if (this.refreshAhead && !entry.refreshing && now - entry.startedAt >= this.ttlMs * 0.8) this.#refresh(this.#entries, key, entry, load);
      return entry.value;
    }
    if (entry?.refreshing) return entry.refreshing;
    return this.#start(this.#entries, key, load);
  }

  /** Forgets everything (the directory, when a rating is written on this instance). */
  clear(): void {
    this.#entries?.clear();
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  #start(entries: LRUCache<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const startedAt = this.now();
    const entry: Entry<T> = { value: load(), startedAt, refreshing: null };
    entries.set(key, entry, { start: startedAt });
    entry.value.catch(() => {
      if (entries.peek(key, { allowStale: true }) === entry) entries.delete(key);
    });
    return entry.value;
  }

  #refresh(entries: LRUCache<string, Entry<T>>, key: string, entry: Entry<T>, load: () => Promise<T>): void {
    const startedAt = this.now();
    const next = load();
    entry.refreshing = next;
    next.then(
      () => {
        if (entries.peek(key, { allowStale: true }) === entry) entries.set(key, { value: next, startedAt, refreshing: null }, { start: startedAt });
      },
      () => {
        // The current figures stay until their time to live; the next request past it computes again.
        if (entries.peek(key, { allowStale: true }) === entry) entries.delete(key);
      },
    );
  }
}
