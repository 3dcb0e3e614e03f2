import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig, ZEnv } from '../src/config/env';
import { createTestApp, type TestApp } from './test-app';

// The operators' image and compose file cannot be built or started on the machines that run the
// tests (no containers), so what can drift from the code is checked here: every setting compose
// gives the api exists in config/env.ts and, with sample secrets, makes a valid production
// configuration; the Dockerfile builds with the steps of a fresh machine (`npm ci`, `npm run build`,
// i.e. scripts/build.mjs) and runs what scripts/start.mjs runs; the health checks ask for paths the
// server answers.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  build?: string | { context: string };
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
/** The services run from this repository's Dockerfile: the api instances. */
const apiServices = services.filter(([, service]) => service.build === '.' || (typeof service.build === 'object' && service.build.context === '.'));

// What an operator's .env would hold (compose's ${NAME} substitution), sample values only.
const SAMPLE_ENV: Record<string, string> = {
  SITE_ADDRESS: 'finboard.example.com',
  POSTGRES_PASSWORD: 'a-database-password',
  REPLICATION_PASSWORD: 'a-replication-password',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  SMTP_URL: 'smtp://mail.example.com:587',
  PLAID_CLIENT_ID: 'plaid-client',
  PLAID_SECRET: 'plaid-secret',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?message}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const set = env[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '-') return rest ?? '';
    throw new Error(`compose needs ${name}${kind === '?' ? `: ${rest}` : ''}`);
  });
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerfileInstructions(): { instruction: string; args: string; stage: number }[] {
  const lines = read('Dockerfile').replace(/\\\n/g, ' ').split('\n');
  let stage = -1;
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [instruction = '', ...args] = line.split(/\s+/);
      if (instruction.toUpperCase() === 'FROM') stage += 1;
      return { instruction: instruction.toUpperCase(), args: args.join(' '), stage };
    });
}

describe('compose.yaml', () => {
  it('runs two api instances, a PostgreSQL primary and replica, PgBouncer, Redis and a reverse proxy', () => {
    expect(apiServices.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    const images = services.map(([name, service]) => `${name} ${service.image ?? ''}`);
    expect(images).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^postgres-primary postgres:/),
        expect.stringMatching(/^postgres-replica postgres:/),
        expect.stringMatching(/^redis redis:/),
        expect.stringMatching(/^caddy caddy:/),
      ]),
    );
    expect(compose.services.pgbouncer?.build).toBe('deploy/pgbouncer');
    expect(read('deploy/pgbouncer/pgbouncer.ini')).toMatch(/^pool_mode = transaction$/m);
  });

  it('gives the api only settings config/env.ts knows, and they make a valid production configuration', () => {
    const known = new Set(Object.keys(ZEnv.shape));
    for (const [name, service] of apiServices) {
      const environment = service.environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !known.has(key));
      expect(unknown, `${name} sets settings config/env.ts does not have`).toEqual([]);
      const values = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value ?? ''), SAMPLE_ENV)]));
      const config = parseConfig(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
      expect(config).toMatchObject({
        isProduction: true,
        databaseTransactionPooling: true,
        databaseReadUrls: [expect.stringContaining('@postgres-replica:5432/')],
      });
      expect(config.databaseUrl).toContain('@pgbouncer:6432/');
      expect(config.databaseListenUrl).toContain('@postgres-primary:5432/');
    }
    // Background jobs run on at least one instance.
    expect(apiServices.some(([, service]) => service.environment?.RUN_JOBS === 'true')).toBe(true);
  });

  it('mounts files that exist', () => {
    for (const [name, service] of services) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(join(root, source)), `${name} mounts ${source}`).toBe(true);
      }
    }
  });
});

describe('Dockerfile', () => {
  const steps = dockerfileInstructions();
  const finalStage = Math.max(...steps.map((step) => step.stage));

  it('builds with the steps of a fresh machine: npm ci, then npm run build (scripts/build.mjs)', () => {
    const built = steps.filter((step) => step.stage === 0 && step.instruction === 'RUN').map((step) => step.args);
    expect(built).toEqual([expect.stringMatching(/^npm ci\b/), 'npm run build']);
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build).toBe('node scripts/build.mjs');
    // What it keeps from the build are scripts/build.mjs's outputs.
    const buildScript = read('scripts/build.mjs');
    const kept = steps
      .filter((step) => step.stage === finalStage && step.instruction === 'COPY' && step.args.includes('--from=build'))
      .map((step) => step.args.split(' ').at(-1));
    expect(kept).toEqual(['apps/api/dist', 'apps/web/dist']);
    expect(buildScript).toContain("'apps/api/dist/main.js'");
    expect(buildScript).toContain("'apps/web/dist/index.html'");
  });

  it('runs what npm start runs, as a user that is not root, with production dependencies only', () => {
    const cmd = steps.findLast((step) => step.instruction === 'CMD');
    expect(JSON.parse(cmd?.args ?? '[]')).toEqual(['node', '--enable-source-maps', 'apps/api/dist/main.js']);
    expect(read('scripts/start.mjs')).toContain("['--enable-source-maps', 'apps/api/dist/main.js']");
    expect(steps.findLast((step) => step.instruction === 'USER')).toMatchObject({ args: 'node', stage: finalStage });
    expect(steps.some((step) => step.instruction === 'RUN' && step.stage > 0 && /^npm ci --omit=dev\b/.test(step.args))).toBe(true);
    expect(read('.dockerignore')).toMatch(/^\*\*\/node_modules$/m);
  });
});

describe('the health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("ask for paths the server answers: the image's HEALTHCHECK and the proxy's health_uri", async () => {
    const healthcheck = dockerfileInstructions().find((step) => step.instruction === 'HEALTHCHECK')?.args ?? '';
    const imagePath = /\/(healthz|readyz)\b/.exec(healthcheck)?.[0];
    expect(imagePath).toBe('/healthz');
    const proxyPath = /health_uri\s+(\S+)/.exec(read('deploy/caddy/Caddyfile'))?.[1];
    expect(proxyPath).toBe('/readyz');
    for (const path of [imagePath, proxyPath]) {
      const response = await t.request({ method: 'GET', url: path ?? '' });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
  });
});
