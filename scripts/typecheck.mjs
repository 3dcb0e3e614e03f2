// Type-checks every workspace with its own tsconfig (they differ: DOM for the web, node for the api).
// tsc is single-threaded, so the projects are checked as many at a time as there are cores (CI has
// two), largest first; each one's output is printed whole once it is done, never interleaved.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Largest first, so the longest checks start at once and the small ones fill in beside them.
const projects = ['bench', 'apps/web', 'apps/api', 'packages/domain', 'packages/contracts', 'e2e', 'packages/db'].filter((project) => existsSync(`${project}/tsconfig.json`));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${project}/tsconfig.json`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const results = [];
let next = 0;
async function worker() {
  while (next < projects.length) {
    const result = await check(projects[next++]);
    if (result.output) process.stdout.write(result.output);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
process.exit(results.every((result) => result.ok) ? 0 : 1);
