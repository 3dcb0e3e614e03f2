import pg from 'pg';

/**
 * The database of the server under test, for the few facts no screen or api can set yet (a
 * sub-advisor's parent_id, say). e2e/run.mjs gives its URL when the server runs on PostgreSQL
 * (E2E_DATABASE_URL); on PGlite the server's process alone holds the data folder, so there is none
 * and the specs that need it are skipped.
 */
export const SERVER_DATABASE_URL = process.env.E2E_SERVER_DATABASE_URL ?? null;

export const NO_DATABASE_ACCESS = 'needs direct database access: run e2e on PostgreSQL (E2E_DATABASE_URL)';

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!SERVER_DATABASE_URL) throw new Error(NO_DATABASE_ACCESS);
  const client = new pg.Client({ connectionString: SERVER_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
