import type { AddressInfo } from 'node:net';
import { DataDirLockedError, lockDataDir, openDatabase } from '@finboard/db';
import { ConfigError, parseConfig } from './config/env';
import { buildServer } from './server/build-server';
import { gracefulShutdown } from './server/graceful-shutdown';

process.env.TZ = 'UTC';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = parseConfig(process.env);
  // PGlite does not lock its folder: without this lock two servers would silently lose writes.
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          connectTimeoutMs: config.databaseConnectTimeoutMs,
          readUrls: config.databaseReadUrls,
          replicaRules: { maxLagMs: config.databaseReadMaxLagMs },
          listenUrl: config.databaseListenUrl ?? undefined,
          transactionPooling: config.databaseTransactionPooling,
        }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  const app = await buildServer({ config, database });
  // A second signal while this runs ends the process at once (the handlers are gone by then).
  const shutdown = gracefulShutdown({ app, closeDatabase: () => database.close(), releaseLock, timeoutMs: SHUTDOWN_TIMEOUT_MS });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is ready at ${config.publicUrl} (database: ${database.kind})`);
  if (!config.isProduction) {
    // The mailbox answers loopback clients only, so its address is this machine's, whatever PUBLIC_URL says.
    const { port } = app.server.address() as AddressInfo;
    app.log.info(`Development mailbox (this machine only): http://localhost:${port}/dev/mailbox`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
  console.error(error);
  process.exit(1);
});
