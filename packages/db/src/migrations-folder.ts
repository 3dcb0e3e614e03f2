import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations. From source they sit beside src/; the api's build copies them
 * next to its bundle, so both places are looked at.
 */
export function resolveMigrationsFolder(): string {
  const candidates = [new URL('../migrations', import.meta.url), new URL('./migrations', import.meta.url)];
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (existsSync(`${folder}/meta/_journal.json`)) return folder;
  }
  throw new Error('Database migrations not found: run the build again (npm run build).');
}
