import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from './test-app';

// The development mailbox lists everyone's verification and reset links: only this machine may
// read it, and production has none (the web page's own rule is in server/plugins/web-app.test.ts).

const mailbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers this machine (%s)', async (remoteAddress) => {
    const response = await mailbox(t, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ messages: expect.any(Array) });
  });

  it('is not found for any other address, also when X-Forwarded-For claims loopback', async () => {
    for (const remoteAddress of ['203.0.113.5', '10.0.0.8', '::ffff:203.0.113.5']) {
      expectError(await mailbox(t, remoteAddress), 404, 'NOT_FOUND');
      expectError(await mailbox(t, remoteAddress, { 'x-forwarded-for': '127.0.0.1' }), 404, 'NOT_FOUND');
    }
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: 'smtp://mail.invalid:587',
      AGGREGATION_PROVIDER: 'sandbox',
      BILLING_PROVIDER: 'sandbox',
    });
  });
  afterAll(() => t?.close());

  it('does not exist, even for this machine', async () => {
    expect(t.config.isProduction).toBe(true);
    for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.5']) {
      expectError(await mailbox(t, remoteAddress), 404, 'NOT_FOUND');
    }
  });
});
