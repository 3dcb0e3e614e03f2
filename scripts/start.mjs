// `npm start`: build whatever is missing, then serve the product (api + web) on PORT.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./build.mjs');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { TZ: 'UTC', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
