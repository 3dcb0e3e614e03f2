import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ListenHandlers, Listener } from './listen';
import type { ReadRouter } from './replicas/read-router';
import type * as schema from './schema';

/** The database handle every repository takes first: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw `db.execute(sql)`. Db's result kind (PgQueryResultHKT) is unknown whatever type
 * argument execute is given, and both drivers answer `{ rows }`: the one place that says so.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  /** The primary: every write, every read in a transaction that writes, every read that must be current. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where lag-tolerant reads go: the replicas of DATABASE_READ_URL by the lag rule, else `db` itself. */
  reads: ReadRouter;
  /**
   * Hears NOTIFY on a channel once it is committed: on PostgreSQL through a connection of its own
   * (every process listening hears every process's events), on PGlite in this process.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /**
   * Plain SQL text for a library that writes its own (the job queue): with values, one statement
   * with $1… parameters; without, statements separated by semicolons (the last one's rows).
   */
  querySql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** What a service whose reads tolerate a little lag is handed per request: the router's choice for this reader. */
export interface LagTolerantReads {
  readDb: Db;
}
