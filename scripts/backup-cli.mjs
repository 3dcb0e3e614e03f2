// What `npm run backup` and `npm run restore` share: their options, the settings (read as the
// server reads them, apps/api/src/config/env.ts) and how a refusal is reported.
import { parseConfig } from '../apps/api/src/config/env.ts';

/** `--file <path>` (or `--file=<path>`) and `--force`; anything else is refused. */
export function parseOptions(argv, { allowForce }) {
  const options = { file: undefined, force: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--file') options.file = argv[++index];
    else if (arg.startsWith('--file=')) options.file = arg.slice('--file='.length);
    else if (arg === '--force' && allowForce) options.force = true;
    else throw new Error(`Unknown option ${arg}. Options: --file <path>${allowForce ? ', --force' : ''}.`);
    if (options.file === '') throw new Error('--file needs a path.');
  }
  if (argv.includes('--file') && options.file === undefined) throw new Error('--file needs a path.');
  return options;
}

export function readSettings() {
  const config = parseConfig(process.env);
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
}

/** Runs the command; a refusal or failure is one line on stderr and exit code 1. */
export async function runCommand(command) {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
