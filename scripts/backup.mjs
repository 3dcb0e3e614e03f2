// `npm run backup [-- --file <path>]`: a backup of the database the server would open.
// PGlite (no DATABASE_URL): DATA_DIR/pglite as PGlite's own tar.gz; the server must be stopped
// (DATA_DIR/server.lock held by a live process is refused). PostgreSQL: pg_dump -Fc of DATABASE_URL,
// the server may run. Default file: backups/finboard-<pglite|postgres>-<timestamp>.<tar.gz|dump>.
import { backupPglite, backupPostgres, defaultBackupFile } from '@finboard/db/backup';
import { parseOptions, readSettings, runCommand } from './backup-cli.mjs';

await runCommand(async () => {
  const { file: chosen } = parseOptions(process.argv.slice(2), { allowForce: false });
  const { databaseUrl, dataDir } = readSettings();
  const file = chosen ?? defaultBackupFile(databaseUrl ? 'postgres' : 'pglite');
  if (databaseUrl) await backupPostgres(databaseUrl, file);
  else await backupPglite(dataDir, file);
  console.log(`Backup written to ${file}`);
});
