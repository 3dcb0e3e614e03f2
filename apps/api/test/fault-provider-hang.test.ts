import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { mailOutbox } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_SERVICE_UNAVAILABLE } from '../src/modules/institutions/institutions.service';
import { BILLING_SERVICE_UNAVAILABLE } from '../src/providers/billing/stripe/stripe-billing-provider';
import { createYahooMarketData } from '../src/providers/market-data/yahoo-market-data-provider';
import { createTwilioSmsSender } from '../src/providers/sms/twilio-sms-sender';
import { startFakePlaidServer, type FakePlaidServer } from './fakes/fake-plaid-server';
import { startFakeStripe, type FakeStripe } from './fakes/fake-stripe-server';
import { startFakeTwilio, type FakeTwilio } from './fakes/fake-twilio-server';
import { createTestApp, expectError, setPlan, signUp, type TestApp } from './test-app';

// A provider that accepts the connection and never answers: each call gives up after its timeout
// (PLAID_/STRIPE_/TWILIO_/MARKET_DATA_/MAIL_TIMEOUT_MS, small here), the user is told in words what
// is not answering (503 with Retry-After, never a 500), and the rest of the app answers meanwhile.

const BOUND_MS = 10_000;
const TIMEOUT = '400';

/** Starts a request, checks another one is answered normally while it waits, then returns the first's answer and how long it took. */
async function whileWaiting(t: TestApp, slow: () => ReturnType<TestApp['request']>, other: () => ReturnType<TestApp['request']>) {
  const started = Date.now();
  let settled = false;
  const pending = slow().finally(() => (settled = true));
  const meanwhile = await other();
  expect(meanwhile.statusCode, meanwhile.body).toBe(200);
  expect(settled, 'the other request was answered while the provider was still hanging').toBe(false);
  const answer = await pending;
  return { answer, ms: Date.now() - started };
}

describe('Plaid hangs', () => {
  let fake: FakePlaidServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakePlaidServer();
    t = await createTestApp({ PLAID_CLIENT_ID: fake.clientId, PLAID_SECRET: fake.secret, PLAID_BASE_URL: fake.url, PLAID_TIMEOUT_MS: TIMEOUT });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('linking a bank answers 503 "try again in a few minutes" within the timeout; the app answers meanwhile', async () => {
    const client = await signUp(t);
    await setPlan(t.database, client.user.id, 'paid');
    fake.hang();
    const link = () =>
      t.request({
        method: 'POST',
        url: '/api/institutions',
        cookies: client.cookies,
        payload: { publicToken: fake.createPublicToken({ transactions: 5 }), institutionId: 'ins_109508', institutionName: 'Platypus' },
      });
    const { answer, ms } = await whileWaiting(t, link, () => t.request({ method: 'GET', url: '/api/net-worth', cookies: client.cookies }));
    const error = expectError(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe(BANK_SERVICE_UNAVAILABLE);
    expect(answer.headers['retry-after']).toBe('60');
    expect(ms).toBeLessThan(BOUND_MS);
    const linkToken = await t.request({ method: 'POST', url: '/api/institutions/link-token', cookies: client.cookies, payload: {} });
    expectError(linkToken, 503, 'SERVICE_UNAVAILABLE');
  });
});

describe('Stripe hangs', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
      STRIPE_TIMEOUT_MS: TIMEOUT,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('adding a card answers 503 "try again in a few minutes" after the client retries, within the bound; the app answers meanwhile', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    fake.hang();
    const addCard = () =>
      t.request({ method: 'POST', url: '/api/billing/payment-method', cookies: advisor.cookies, payload: { paymentMethodId: 'pm_card_visa' } });
    const { answer, ms } = await whileWaiting(t, addCard, () => t.request({ method: 'GET', url: '/api/session', cookies: advisor.cookies }));
    expect(expectError(answer, 503, 'SERVICE_UNAVAILABLE').message).toBe(BILLING_SERVICE_UNAVAILABLE);
    expect(answer.headers['retry-after']).toBe('60');
    expect(ms).toBeLessThan(BOUND_MS);
    // Stripe's client tried three times (its two retries), each given up after the timeout.
    expect(fake.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(3);
  }, 30_000);
});

describe('the mail server hangs', () => {
  let smtp: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;
  beforeAll(async () => {
    // Accepts the connection and never says hello.
    smtp = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TIMEOUT_MS: TIMEOUT });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => smtp?.close(resolve));
  });

  it('a password reset is answered as usual within the bound; the message is recorded as failed, to be seen to', async () => {
    const client = await signUp(t);
    const reset = () => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: client.email } });
    const { answer, ms } = await whileWaiting(t, reset, () => t.request({ method: 'GET', url: '/api/session', cookies: client.cookies }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ms).toBeLessThan(BOUND_MS);
    const sent = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client.email));
    expect(sent.map((row) => row.status)).toContain('failed');
  });
});

describe('Twilio hangs', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake?.close());

  it('sending a text message gives up after TWILIO_TIMEOUT_MS (the job that sends it retries later)', async () => {
    fake.hang();
    const sender = createTwilioSmsSender({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: { number: fake.fromNumber },
      apiBaseUrl: fake.url,
      timeoutMs: Number(TIMEOUT),
    });
    const started = Date.now();
    await expect(sender.send({ to: '+14155552671', body: `Finboard: test ${randomUUID()}` })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

describe('Yahoo hangs', () => {
  it('a quote gives up after MARKET_DATA_TIMEOUT_MS (the pages then say "Data not available")', async () => {
    let asked = 0;
    // Answers nothing, ever; only the timeout's abort ends the wait.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        asked += 1;
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const yahoo = createYahooMarketData({ fetch: hanging, timeoutMs: Number(TIMEOUT) });
    const started = Date.now();
    const quote = await yahoo.getQuote('VTI').catch(() => null);
    expect(quote).toBeNull();
    expect(asked).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
  });
});
