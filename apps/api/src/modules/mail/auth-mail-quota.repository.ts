import { type Db, rateLimitHits } from '@finboard/db';
import { sql } from 'drizzle-orm';

/**
 * Counts one more under `key` in a window of `windowSeconds` and answers the count: one atomic
 * upsert in `rate_limit_hits` (the rate limits' table, whose expired rows they purge), a new window
 * once the old one has ended, by the database's clock, so every api instance counts the same sends.
 */
export async function countOneMore(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds}::float8)` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when "rate_limit_hits"."reset_at" <= now() then 1 else least("rate_limit_hits"."hits", 2147483646) + 1 end`,
        resetAt: sql`case when "rate_limit_hits"."reset_at" <= now() then excluded."reset_at" else "rate_limit_hits"."reset_at" end`,
      },
    })
    .returning({ hits: rateLimitHits.hits });
  return row?.hits ?? 1;
}
