// What the server benchmarks that start real api processes share (bench/instances, bench/replicas):
// an instance of apps/api/src/main.ts, the CPU a process used, autocannon over a walk of paths in a
// process of its own, the demo client's sign-in.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const DEMO = { email: 'demo.client@finboard.dev', password: 'FinboardDemo1!' };
const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** The api's entry point, run as the tests run it (node with tsx's loader): no build needed, the same code. `env` adds settings (DATABASE_URL…). */
export function startInstance(port, dataDir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      TZ: 'UTC',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the instance on ${port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/readyz`)).ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
  return { url, pid: child.pid, ready, stop };
}

/** User + system CPU seconds a process has used so far (0 once it is gone). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

/** autocannon in a process of its own over the paths; resolves with its JSON summary and its pid's CPU. */
export function load(url, { connections, durationS, paths, cookie }) {
  const spec = JSON.stringify({ url, connections, durationS, paths, headers: { cookie } });
  const child = spawn(process.execPath, ['bench/support/load.mjs', spec], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  let cpu = 0;
  const sampler = setInterval(() => (cpu = Math.max(cpu, cpuSeconds(child.pid))), 250);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`load generator exited ${code}`));
      else resolve({ ...JSON.parse(out), cpuS: cpu });
    }),
  );
}

/** The demo client's cookies (session, and any other the sign-in sets). */
export async function signIn(url) {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
