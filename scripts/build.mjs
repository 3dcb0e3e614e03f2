// Builds what is missing or out of date: the web app (Vite) and the api bundle (esbuild).
// `npm start` calls this first, so a fresh clone needs no separate build step.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, inputs) {
  if (force || !existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json'];

const webOutput = join(root, 'apps/web/dist/index.html');
if (
  !process.argv.includes('--api-only') &&
  isStale(webOutput, ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared])
) {
  console.log('Building the web app…');
  run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], join(root, 'apps/web'));
}

const apiOutput = join(root, 'apps/api/dist/main.js');
if (isStale(apiOutput, ['apps/api/src', 'packages/db/src', 'packages/db/migrations', ...shared])) {
  console.log('Building the api…');
  const { build } = await import('esbuild');
  // Our workspace packages are TypeScript sources and get bundled; everything from npm stays external.
  const externalNpmPackages = {
    name: 'external-npm-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@finboard/') ? undefined : { path: args.path, external: true }));
    },
  };
  rmSync(join(root, 'apps/api/dist'), { recursive: true, force: true });
  await build({
    // The report renderer's worker thread has its own entry (pdf/render-off-thread.ts finds it beside main.js).
    entryPoints: { main: join(root, 'apps/api/src/main.ts'), 'report-render-worker': join(root, 'apps/api/src/modules/reports/pdf/render-worker.ts') },
    outdir: join(root, 'apps/api/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
  cpSync(join(root, 'packages/db/migrations'), join(root, 'apps/api/dist/migrations'), { recursive: true });
}
