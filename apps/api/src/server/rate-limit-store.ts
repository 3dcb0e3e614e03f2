import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Db, rateLimitHits } from '@finboard/db';
import { lte, sql } from 'drizzle-orm';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Expired rows are deleted at most this often per instance, by whichever request comes first. */
const PURGE_EVERY_MS = 60_000;
const MAX_HITS = 2_147_483_647;

/**
 * @fastify/rate-limit's store in PostgreSQL (`rate_limit_hits`), so every api instance counts the
 * same requests: one atomic upsert per request adds a hit, or starts the window again once its
 * `reset_at` has passed. Times are the database's (`now()`), never an instance's clock. Routes get
 * a child store whose keys carry the method and path, as the library's Redis store does. The
 * library's `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function postgresRateLimitStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const purge = { last: 0 };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The library constructs the store with its options (unused here); children get a key prefix. */
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#purgeNowAndThen();
      const resetAt = sql`now() + make_interval(secs => ${timeWindow / 1000}::float8)`;
      db.insert(rateLimitHits)
        .values({ key: this.prefix + key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when "rate_limit_hits"."reset_at" <= now() then 1 else least("rate_limit_hits"."hits", ${MAX_HITS - 1}::int) + 1 end`,
            resetAt: sql`case when "rate_limit_hits"."reset_at" <= now() then excluded."reset_at" else "rate_limit_hits"."reset_at" end`,
          },
        })
        .returning({ current: rateLimitHits.hits, ttl: ttlMs() })
        .then(
          ([row]) => callback(null, row ? { current: row.current, ttl: row.ttl } : { current: 1, ttl: timeWindow }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The count without adding to it (the library's `increment: false`). */
    read(key: string, callback: Callback): void {
      db.select({ current: rateLimitHits.hits, ttl: ttlMs() })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.key} = ${this.prefix + key} and ${rateLimitHits.resetAt} > now()`)
        .then(
          ([row]) => callback(null, row ?? { current: 0, ttl: 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(null, `${this.prefix}${[method ?? ''].flat().join(',')}${url ?? ''}-`);
    }

    #purgeNowAndThen(): void {
      const now = Date.now();
      if (now - purge.last < PURGE_EVERY_MS) return;
      purge.last = now;
      db.delete(rateLimitHits)
        .where(lte(rateLimitHits.resetAt, sql`now()`))
        .then(() => undefined, onError);
    }
  }

  return PostgresRateLimitStore;
}

/** Milliseconds until the row's window ends, by the database's clock. */
function ttlMs() {
  return sql<number>`greatest(0, ceil(extract(epoch from ("rate_limit_hits"."reset_at" - now())) * 1000))::int`.mapWith(Number);
}
