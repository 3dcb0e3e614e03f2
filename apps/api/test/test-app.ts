import type { Database } from '@finboard/db';
import { createTestDatabase } from '@finboard/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { parseConfig } from '../src/config/env';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { buildServer } from '../src/server/build-server';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A request as the web app sends it: same origin, JSON, with the given cookies. */
  request(options: InjectOptions & { cookies?: string[] }): ReturnType<FastifyInstance['inject']>;
  /** The links of the newest email sent to an address. */
  latestLinks(to: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...env });
  const app = await buildServer({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    request({ cookies, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, ...(cookies?.length ? { cookie: cookies.join('; ') } : {}), ...headers },
      } as InjectOptions);
    },
    async latestLinks(to) {
      const messages = await findRecentOutboxMessages(database.db, 100);
      const message = messages.find((row) => row.toAddress === to);
      return message?.textBody.match(/https?:\/\/[^\s]+/g) ?? [];
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie: string) => cookie.split(';')[0] ?? '').filter((pair) => !pair.endsWith('='));
}

export const VALID_PASSWORD = 'Secret123!';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'client',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}
