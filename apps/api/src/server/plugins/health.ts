import type { Db, ReplicaStatus } from '@finboard/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkReadiness, readCommittedMigrations } from '../health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun: /readyz answers 503 from now on, so a load balancer stops sending. */
    beginShutdown(): void;
  }
}

export interface HealthOptions {
  db: Pick<Db, 'execute'>;
  /** The read replicas as the router last judged them (none without DATABASE_READ_URL): reported, never a reason to be unready. */
  replicas?: () => ReplicaStatus[];
  /** How long /readyz waits for the database. */
  timeoutMs?: number;
}

const RETRY_AFTER_SECONDS = '5';

/**
 * GET /healthz: the process is up (no database call). GET /readyz: it can serve (the database
 * answers in time and has every committed migration) and is not shutting down. Both outside /api:
 * public, never cached, never rate limited, no session looked up (nothing here asks for the actor),
 * and answered while the server closes (build-server sets return503OnClosing off). Probes log at
 * warn only, so a load balancer's polling does not fill the log.
 */
export const healthPlugin = fp(async (app: FastifyInstance, { db, replicas = () => [], timeoutMs = 2000 }: HealthOptions) => {
  const committed = readCommittedMigrations();
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  // A request already in flight when shutdown began is answered with Connection: close as well (Fastify
  // does it for later ones), so its kept-alive connection ends with it instead of holding the server.
  app.addHook('onSend', async (request, reply) => {
    if (shuttingDown && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });

  const probe = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = shuttingDown ? { ready: false as const, reason: 'shutting down' } : await checkReadiness(db, committed, timeoutMs);
    // A replica down or behind only sends reads to the primary: it is said, and the primary decides readiness.
    const replicaStates = replicas();
    const withReplicas = replicaStates.length > 0 ? { replicas: replicaStates } : {};
    // The check may have taken a while: a shutdown begun meanwhile wins.
    if (readiness.ready && !shuttingDown) return reply.send({ status: 'ready', ...withReplicas });
    const reason = readiness.ready ? 'shutting down' : readiness.reason;
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ status: 'not-ready', reason, ...withReplicas });
  });
});
