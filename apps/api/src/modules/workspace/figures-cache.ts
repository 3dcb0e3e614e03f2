/**
 * The dashboard's figures, reused for a time to live (`DASHBOARD_CACHE_SECONDS`) under a key that
 * already says who is readable (dashboard.service.ts). Unlike the directory's cache it refreshes
 * ahead: in the last fifth of an entry's life one request starts the next computation while the
 * current figures are still served, so the requests arriving at the expiry do not all wait for a
 * sum of 500 clients (that wait was the benchmark's p99). Figures are never served older than the
 * time to live, counted from when their computation started; a computation under way is shared,
 * and a failed one is never kept.
 */
interface Entry<T> {
  value: Promise<T>;
  startedAt: number;
  /** The next figures, under way since the last fifth of this entry's life. */
  refreshing: Promise<T> | null;
}

export class FiguresCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.startedAt < this.ttlMs) {
      if (!entry.refreshing && now - entry.startedAt >= this.ttlMs * 0.8) this.#refresh(key, entry, load);
      return entry.value;
    }
    if (entry?.refreshing) return entry.refreshing;
    return this.#start(key, load);
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
