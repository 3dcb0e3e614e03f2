/**
 * The directory's search results, kept for a few seconds (`DIRECTORY_CACHE_SECONDS`). Visitors ask
 * the same few questions (advisors near a big city's ZIP code, page 1) far more often than the
 * listing changes, and at 20 connections most of a search's time was waiting for the database.
 * Only public rows are kept (never a signed-in client's own links, added per request), and a search
 * still under way is shared by the identical searches that arrive meanwhile.
 *
 * Staleness is bounded by the time to live: this instance forgets everything when a rating is
 * written here; a profile edit or another instance's rating shows within the time to live.
 */
export class SearchResultsCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, else `load()`'s (kept only when it succeeds). */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    if (entry) this.#entries.delete(key);
    const value = load();
    this.#remember(key, value);
    // A failure is never served to the next caller: it asks the database again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #remember(key: string, value: Promise<T>) {
    // Oldest first: a Map keeps insertion order, so the first key is the one written longest ago.
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}
