// Builds what is stale (scripts/build.mjs, as `npm start` does) and starts the real server with
// demo data on a temporary data folder and a free port; stop() ends it and removes the folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function buildIfStale() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 2, 2] }); // stdout is the JSON report
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
}

export async function startDemoServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'finboard-bench-my-plan-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TZ: 'UTC', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    try {
      if ((await fetch(`${url}/api/session`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
