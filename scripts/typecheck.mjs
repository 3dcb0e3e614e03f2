// Type-checks every workspace with its own tsconfig (they differ: DOM for the web, node for the api)
// through TypeScript's project references (`tsc -b`, the root tsconfig.json lists them all). The
// packages are composite: checked once, their declarations written to node_modules/.cache/tsc and
// read by the apps instead of their sources; every project keeps a .tsbuildinfo there, so a second
// run re-checks only what changed. tsc is single-threaded, so after the packages the leaf projects
// are built as many at a time as there are cores (CI has two), largest first, each one's output
// printed whole once it is done, never interleaved.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PACKAGES = ['packages/domain', 'packages/contracts', 'packages/db'];
// Largest first, so the longest checks start at once and the small ones fill in beside them.
const LEAVES = ['apps/api', 'apps/web', 'bench', 'e2e'];

function build(projects) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-b', ...projects], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const results = [await build(PACKAGES)];
process.stdout.write(results[0].output);
if (!results[0].ok) {
  // Each leaf would build the failing package again and print its errors once more.
  console.log('The apps, e2e and bench are checked once the packages type-check.');
  process.exit(1);
}
let next = 0;
async function worker() {
  while (next < LEAVES.length) {
    const result = await build([LEAVES[next++]]);
    if (result.output) process.stdout.write(result.output);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), LEAVES.length) }, worker));
process.exit(results.every((result) => result.ok) ? 0 : 1);
