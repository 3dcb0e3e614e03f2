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

export class ReuseCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly refreshAhead: boolean;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    { maxEntries = 1_000, refreshAhead = false, now = Date.now }: ReuseCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.refreshAhead = refreshAhead;
    this.now = now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.startedAt < this.ttlMs) {
      if (this.refreshAhead && !entry.refreshing && now - entry.startedAt >= this.ttlMs * 0.8) this.#refresh(key, entry, load);
      return entry.value;
    }
    if (entry?.refreshing) return entry.refreshing;
    return this.#start(key, load);
  }

  /** Forgets everything (the directory, when a rating is written on this instance). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #start(key: string, load: () => Promise<T>): Promise<T> {
    const entry: Entry<T> = { value: load(), startedAt: this.now(), refreshing: null };
    this.#entries.delete(key);
    // Oldest first: a Map keeps insertion order, so the first key is the one written longest ago.
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value;
  }

  #refresh(key: string, entry: Entry<T>, load: () => Promise<T>): void {
    const startedAt = this.now();
    const next = load();
    entry.refreshing = next;
    next.then(
      () => {
        if (this.#entries.get(key) === entry) this.#entries.set(key, { value: next, startedAt, refreshing: null });
      },
      () => {
        // The current figures stay until their time to live; the next request past it computes again.
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
  }
}
