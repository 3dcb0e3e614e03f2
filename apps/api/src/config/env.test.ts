import { describe, expect, it } from 'vitest';
import { parseConfig } from './env';

// Everything production needs except the settings under test.
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://finboard.example',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtp://mail.example:587',
  AGGREGATION_PROVIDER: 'sandbox',
  BILLING_PROVIDER: 'sandbox',
};
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
const PLAID_KEYS = { PLAID_CLIENT_ID: 'client-id', PLAID_SECRET: 'plaid-secret' };

function configError(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('development defaults', () => {
  it('listens on this machine only, with the sandbox bank and mail kept in the outbox', () => {
    const config = parseConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.isProduction).toBe(false);
    expect(config.aggregationProvider).toBe('sandbox');
    expect(config.plaid).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('serves the network only when HOST says so', () => {
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('uses Plaid when its keys are set, unless the sandbox is chosen by name', () => {
    expect(parseConfig(PLAID_KEYS)).toMatchObject({ aggregationProvider: 'plaid', plaid: { clientId: 'client-id', secret: 'plaid-secret' } });
    expect(parseConfig({ ...PLAID_KEYS, AGGREGATION_PROVIDER: 'sandbox' })).toMatchObject({ aggregationProvider: 'sandbox', plaid: null });
  });

  it('texts through Twilio only with the account and a sender together, and refuses a part of them', () => {
    const account = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token' };
    expect(parseConfig({}).twilio).toBeNull();
    expect(parseConfig({ ...account, TWILIO_FROM_NUMBER: '+14155552671' }).twilio).toEqual({
      accountSid: account.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      from: { number: '+14155552671' },
      apiBaseUrl: null,
      timeoutMs: 15_000,
    });
    expect(parseConfig({ ...account, TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` }).twilio?.from).toEqual({
      messagingServiceSid: `MG${'a'.repeat(32)}`,
    });
    expect(configError(account)).toMatch(/TWILIO_ACCOUNT_SID: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER/);
    expect(configError({ TWILIO_FROM_NUMBER: '+14155552671' })).toMatch(/TWILIO_ACCOUNT_SID/);
    expect(configError({ ...account, TWILIO_FROM_NUMBER: '415-555-2671' })).toMatch(/TWILIO_FROM_NUMBER is an E.164 number/);
    expect(configError({ ...account, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM_NUMBER: '+14155552671' })).toMatch(
      /TWILIO_ACCOUNT_SID is AC followed by 32 hex digits/,
    );
  });

  it('refuses AGGREGATION_PROVIDER=plaid without the keys, and unknown providers', () => {
    expect(configError({ AGGREGATION_PROVIDER: 'plaid' })).toMatch(/AGGREGATION_PROVIDER: .*PLAID_CLIENT_ID and PLAID_SECRET/);
    expect(configError({ AGGREGATION_PROVIDER: 'yodlee' })).toMatch(/AGGREGATION_PROVIDER/);
  });
});

describe('production', () => {
  it('starts with every requirement met and the sandbox chosen by name', () => {
    const config = parseConfig(PRODUCTION);
    expect(config).toMatchObject({ isProduction: true, host: '127.0.0.1', aggregationProvider: 'sandbox', plaid: null, smtpUrl: PRODUCTION.SMTP_URL });
    expect(config.demoData).toBe(false);
  });

  it('starts with Plaid and its keys', () => {
    expect(parseConfig({ ...PRODUCTION, ...PLAID_KEYS, AGGREGATION_PROVIDER: 'plaid' })).toMatchObject({
      aggregationProvider: 'plaid',
      plaid: { clientId: 'client-id' },
    });
  });

  it('refuses to start without a way to deliver mail', () => {
    expect(configError({ ...PRODUCTION, SMTP_URL: undefined })).toMatch(/SMTP_URL: production needs SMTP_URL/);
  });

  it('refuses to start without a billing provider named, and Stripe without its keys', () => {
    expect(configError({ ...PRODUCTION, BILLING_PROVIDER: undefined })).toMatch(/BILLING_PROVIDER: production needs BILLING_PROVIDER/);
    expect(configError({ ...PRODUCTION, BILLING_PROVIDER: 'stripe' })).toMatch(/BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY/);
    expect(configError({ ...PRODUCTION, BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123' })).toMatch(
      /set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together/,
    );
    expect(parseConfig({ ...PRODUCTION, ...STRIPE_KEYS, BILLING_PROVIDER: 'stripe' }).billing.stripe).toMatchObject({ secretKey: 'sk_test_abc123' });
    expect(parseConfig({ ...PRODUCTION, ...STRIPE_KEYS }).billing.stripe).toBeNull();
    expect(parseConfig({ NODE_ENV: 'development', ...STRIPE_KEYS }).billing.stripe).toMatchObject({ publishableKey: 'pk_test_abc123' });
    expect(parseConfig({ NODE_ENV: 'development' }).billing).toMatchObject({ stripe: null, trialDays: 14 });
  });

  it('refuses to start without an aggregation provider named, even with Plaid keys', () => {
    expect(configError({ ...PRODUCTION, AGGREGATION_PROVIDER: undefined })).toMatch(/AGGREGATION_PROVIDER: production needs AGGREGATION_PROVIDER/);
    expect(configError({ ...PRODUCTION, ...PLAID_KEYS, AGGREGATION_PROVIDER: undefined })).toMatch(/AGGREGATION_PROVIDER/);
  });

  it('refuses AGGREGATION_PROVIDER=plaid without the keys', () => {
    expect(configError({ ...PRODUCTION, AGGREGATION_PROVIDER: 'plaid' })).toMatch(
      /AGGREGATION_PROVIDER: AGGREGATION_PROVIDER=plaid needs PLAID_CLIENT_ID and PLAID_SECRET/,
    );
  });

  it('reads the database and provider timeouts, with their defaults', () => {
    expect(parseConfig({ ...PLAID_KEYS, ...STRIPE_KEYS })).toMatchObject({
      databaseConnectTimeoutMs: 10_000,
      mailTimeoutMs: 15_000,
      marketDataTimeoutMs: 10_000,
      plaid: { timeoutMs: 60_000 },
      billing: { stripe: { timeoutMs: 20_000 } },
    });
    const short = {
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      PLAID_TIMEOUT_MS: '400',
      STRIPE_TIMEOUT_MS: '400',
      MAIL_TIMEOUT_MS: '400',
      MARKET_DATA_TIMEOUT_MS: '400',
    };
    expect(parseConfig({ ...PLAID_KEYS, ...STRIPE_KEYS, ...short })).toMatchObject({
      databaseConnectTimeoutMs: 1000,
      mailTimeoutMs: 400,
      marketDataTimeoutMs: 400,
      plaid: { timeoutMs: 400 },
      billing: { stripe: { timeoutMs: 400 } },
    });
    expect(configError({ PLAID_TIMEOUT_MS: '0' })).toMatch(/PLAID_TIMEOUT_MS/);
  });
});

describe('replicas and a connection pooler', () => {
  const PRIMARY = 'postgres://finboard@pgbouncer:6432/finboard';

  it('reads every replica of DATABASE_READ_URL, the lag allowed, the direct LISTEN URL and transaction pooling', () => {
    const config = parseConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_READ_URL: 'postgres://finboard@replica-1:5432/finboard, postgres://finboard@replica-2:5432/finboard',
      DATABASE_READ_MAX_LAG_MS: '2000',
      DATABASE_LISTEN_URL: 'postgres://finboard@primary:5432/finboard',
      DATABASE_TRANSACTION_POOLING: 'true',
    });
    expect(config).toMatchObject({
      databaseReadUrls: ['postgres://finboard@replica-1:5432/finboard', 'postgres://finboard@replica-2:5432/finboard'],
      databaseReadMaxLagMs: 2000,
      databaseListenUrl: 'postgres://finboard@primary:5432/finboard',
      databaseTransactionPooling: true,
    });
  });

  it('keeps one database, as before, when none is set', () => {
    expect(parseConfig({ DATABASE_URL: PRIMARY })).toMatchObject({
      databaseReadUrls: [],
      databaseReadMaxLagMs: 5_000,
      databaseListenUrl: null,
      databaseTransactionPooling: false,
    });
  });

  it('refuses replicas without a primary, a replica URL that is not PostgreSQL, and transaction pooling without a direct LISTEN URL', () => {
    expect(configError({ DATABASE_READ_URL: 'postgres://replica/finboard' })).toMatch(/DATABASE_URL: DATABASE_READ_URL/);
    expect(configError({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: 'mysql://replica/finboard' })).toMatch(/DATABASE_READ_URL/);
    expect(configError({ DATABASE_URL: PRIMARY, DATABASE_TRANSACTION_POOLING: 'true' })).toMatch(
      /DATABASE_LISTEN_URL: DATABASE_TRANSACTION_POOLING needs DATABASE_LISTEN_URL/,
    );
  });
});
