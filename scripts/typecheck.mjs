// Type-checks every workspace with its own tsconfig (they differ: DOM for the web, node for the api).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/domain', 'packages/contracts', 'packages/db', 'apps/api', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
