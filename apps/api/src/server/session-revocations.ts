import { randomUUID } from 'node:crypto';
import type { Database } from '@finboard/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionCache } from './session-cache';

export const SESSION_CHANNEL = 'finboard_sessions';

/**
 * Shares the session cache's forgets among the api instances on one database: each forget is
 * published with NOTIFY (a user's id, or '*' for everyone) and every other instance applies what it
 * hears to its own cache; after a gap in hearing, it forgets everything. This instance has forgotten
 * already, so it skips its own (tagged with its id): its echo arrives later and would also throw away
 * what was cached after the write. Published and listened to also when the cache is off: the live
 * notification streams (`cache.onRevocation`) end with their sessions on every instance.
 */
export async function shareSessionRevocations(app: FastifyInstance, database: Database, cache: SessionCache): Promise<void> {
  const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message);
  const instanceId = randomUUID();
  const listener = await database.listen(SESSION_CHANNEL, {
    onPayload: (payload) => {
      const [from, revocation] = payload.split(' ', 2);
      if (from !== instanceId && revocation) cache.applyRevocation(revocation);
    },
    onGap: () => cache.applyRevocation('*'),
    onError: logError('the session channel was lost; listening again'),
  });
  const publishFailed = logError('publishing a session revocation failed');
  cache.publishTo((revocation) =>
    database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`${instanceId} ${revocation}`})`).then(() => undefined, publishFailed),
  );
  app.addHook('onClose', () => listener.close());
}
