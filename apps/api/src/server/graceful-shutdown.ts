import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database once the server has (after the job runner and the audit's last flush). */
  closeDatabase(): Promise<void>;
  /** Gives the data folder back (PGlite). */
  releaseLock(): void;
  timeoutMs: number;
  exit?(code: number): void;
}

/** What still holds the process when the time is up, for the last log line. */
async function describeOpen(app: FastifyInstance, step: string): Promise<string> {
  const connections = await new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? -1 : count)));
  const open = [`waiting for ${step}`];
  if (connections > 0) open.push(`${connections} open connection${connections === 1 ? '' : 's'} (requests or streams)`);
  if (app.jobs?.busy) open.push('a background job still running');
  return open.join('; ');
}

/**
 * SIGTERM / SIGINT: /readyz says not-ready at once; the server stops accepting connections, closes
 * idle ones, lets requests in flight finish and ends the notification streams (preClose); then the
 * job runner stops after its running batch, the advisor-view audit writes what it holds, the
 * notification listener closes (onClose); then the database. All within `timeoutMs`, else a log
 * line says what was still open and the process exits 1.
 */
export function gracefulShutdown({ app, closeDatabase, releaseLock, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let started = false;
  return async (signal: string): Promise<void> => {
    if (started) return;
    started = true;
    app.log.info({ signal }, `${signal}: shutting down (not ready, finishing requests in flight, at most ${timeoutMs / 1000} s)`);
    app.beginShutdown();
    let step = 'the server to close (requests in flight, streams, job runner, audit)';
    const timer = setTimeout(() => {
      void describeOpen(app, step).then((open) => {
        app.log.error(`Shutdown did not finish within ${timeoutMs / 1000} s; still open: ${open}. Exiting anyway.`);
        exit(1);
      });
    }, timeoutMs);
    try {
      await app.close();
      step = 'the database to close';
      await closeDatabase();
      releaseLock();
      clearTimeout(timer);
      app.log.info('Shut down cleanly.');
      exit(0);
    } catch (error) {
      clearTimeout(timer);
      app.log.error({ err: error }, `Shutdown failed while waiting for ${step}.`);
      exit(1);
    }
  };
}
