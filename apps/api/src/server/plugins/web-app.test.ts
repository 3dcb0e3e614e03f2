import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app';

// The web app as build-server registers it, on a folder holding a stand-in index.html; the dev
// mailbox api is a stub here, present outside production and absent in it.
const INDEX = '<!doctype html><title>Finboard</title>';
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'finboard-web-'));
  writeFileSync(join(root, 'index.html'), INDEX);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function webApp({ production }: { production: boolean }): Promise<FastifyInstance> {
  const app = Fastify();
  if (!production) app.get('/api/dev/mailbox', () => ({ messages: [] }));
  await app.register(webAppPlugin, { root });
  await app.ready();
  return app;
}

const MAILBOX_PAGES = ['/dev/mailbox', '/dev/mailbox/', '/dev/mailbox?refresh=1', '/dev/mailbox/anything/below', '/DEV/Mailbox', '/dev/%6Dailbox'];

describe('web app: the development mailbox page', () => {
  let development: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    [development, production] = await Promise.all([webApp({ production: false }), webApp({ production: true })]);
  });
  afterAll(() => Promise.all([development.close(), production.close()]));

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('is served to this machine (%s) outside production', async (remoteAddress) => {
    for (const url of MAILBOX_PAGES) {
      const response = await development.inject({ url, remoteAddress });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('is 404 to any other address, whatever X-Forwarded-For claims', async () => {
    for (const url of MAILBOX_PAGES) {
      const response = await development.inject({ url, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(INDEX);
    }
  });

  it('is 404 in production, even to this machine', async () => {
    for (const url of MAILBOX_PAGES) {
      expect((await production.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(404);
    }
  });

  it('leaves other client-side routes alone, for every address', async () => {
    for (const app of [development, production]) {
      for (const url of ['/home', '/dev', '/dev/mailboxes', '/register']) {
        const response = await app.inject({ url, remoteAddress: '203.0.113.5' });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(INDEX);
      }
    }
  });
});

describe('web app: api paths it does not serve', () => {
  it('answers an over-long id as the api does without the web app (400), and any other api path as not found', async () => {
    const app = Fastify();
    app.get('/api/scenarios/:id', () => ({ ok: true }));
    await app.register(webAppPlugin, { root });
    const long = await app.inject({ url: `/api/scenarios/${'a'.repeat(101)}?x=1` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'A part of the address is too long.' } });
    expect(long.body).not.toContain('aaaa');
    expect((await app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
    await app.close();
  });
});
