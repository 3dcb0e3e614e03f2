// `npm run restore -- --file <path> [--force]`: puts a backup made by `npm run backup` back.
// PGlite (no DATABASE_URL): into DATA_DIR/pglite, the server stopped; a folder holding a database
// is moved aside only with --force. PostgreSQL: pg_restore --clean --if-exists into DATABASE_URL in
// one transaction; a database holding tables is replaced only with --force.
import { restorePglite, restorePostgres } from '@finboard/db/backup';
import { parseOptions, readSettings, runCommand } from './backup-cli.mjs';

await runCommand(async () => {
  const { file, force } = parseOptions(process.argv.slice(2), { allowForce: true });
  if (!file) throw new Error('Which backup? npm run restore -- --file <path> [--force]');
  const { databaseUrl, dataDir } = readSettings();
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file, { force });
  } else {
    const { previous } = await restorePglite(dataDir, file, { force });
    if (previous) console.log(`The database that was there is kept in ${previous}`);
  }
  console.log(`Restored ${file}`);
});
