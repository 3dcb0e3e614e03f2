// The real server (apps/api/src/main.ts, as `npm start` runs it) in a process of its own, for the
// tests that kill it, cut its database or hang its providers; and plain HTTP requests to it, each
// bounded by a timeout so a hung request fails the test instead of stalling it.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registration, uniqueEmail } from '../test-app';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** `hold` sends the body in two halves, the second when it resolves (a request caught half sent). */
  send(method: string, path: string, options?: { body?: unknown; cookie?: string; timeoutMs?: number; hold?: Promise<void> }): Promise<Answer>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** A PostgreSQL database's address on the test server (TEST_DATABASE_URL) or through a proxy at `host`. */
export function databaseUrlFor(name: string, host?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  if (host) url.host = host;
  return url.toString();
}

/** Starts main.ts on `dataDir` (its PGlite folder unless env has DATABASE_URL) and waits for its "ready" line. */
export async function startServerProcess(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"port":(\d+)|listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening && output.includes('is ready at')) resolve(Number(listening[1] ?? listening[2]));
    });
    void exited.then((code) => reject(new Error(`the server ended (${code}) before it was ready:\n${output}`)));
  });
  const send: ServerProcess['send'] = (method, path, { body, cookie, timeoutMs = 15_000, hold } = {}) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          timeout: timeoutMs,
          headers: {
            origin: `http://127.0.0.1:${port}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} had no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      if (!payload || !hold) return void req.end(payload);
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half));
      void hold.then(() => req.end(payload.subarray(half)));
    });
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { port, child, output: () => output, exited, send, kill };
}

export const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** A new client, its email verified through the development mailbox, as a person would; returns the cookie the link signed it in with. */
export async function registerVerifiedClient(server: ServerProcess): Promise<{ cookie: string; email: string }> {
  const email = uniqueEmail('faults');
  const registered = await server.send('POST', '/api/auth/register', { body: registration({ email }) });
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}: ${registered.body}`);
  const mailbox = await server.send('GET', '/api/dev/mailbox');
  const token = new RegExp(`verify-email\\?token=([^&"\\s\\\\]+)`).exec(mailbox.body)?.[1];
  if (!token) throw new Error('no verification link in the development mailbox');
  const verified = await server.send('POST', '/api/auth/verify-email', { body: { token: decodeURIComponent(token) } });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${verified.body}`);
  return { cookie: cookieOf(verified), email };
}
