import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startFakePlaidServer, type FakePlaidServer } from '../../../../test/fakes/fake-plaid-server';
import type { AggregationProvider } from '../aggregation-provider';
import { createPlaidAggregationProvider } from './plaid-aggregation-provider';

let fake: FakePlaidServer;
let now = new Date();
const clock = () => now;
const newProvider = () => createPlaidAggregationProvider({ clientId: fake.clientId, secret: fake.secret, env: 'sandbox', baseUrl: fake.url }, { clock });
const seconds = () => Math.floor(now.getTime() / 1000);
const keyFetches = () => fake.requests.filter((request) => request.path === '/webhook_verification_key/get').length;

const BODY = JSON.stringify(
  {
    webhook_type: 'TRANSACTIONS',
    webhook_code: 'SYNC_UPDATES_AVAILABLE',
    item_id: 'item-1',
    initial_update_complete: true,
    historical_update_complete: true,
    environment: 'sandbox',
  },
  null,
  2,
);

beforeAll(async () => {
  fake = await startFakePlaidServer();
});
afterAll(() => fake.close());

describe('Plaid webhook verification', () => {
  let provider: AggregationProvider;
  beforeAll(() => {
    now = new Date();
    provider = newProvider();
  });

  it('accepts a genuine webhook and parses it', async () => {
    const webhook = await provider.verifyWebhook(BODY, { 'Plaid-Verification': fake.webhooks.sign(BODY, { issuedAt: seconds() - 30 }) });
    expect(webhook).toEqual({
      webhookType: 'TRANSACTIONS',
      webhookCode: 'SYNC_UPDATES_AVAILABLE',
      itemId: 'item-1',
      errorCode: null,
      bodySha256: createHash('sha256').update(BODY).digest('hex'),
      signedAt: new Date((seconds() - 30) * 1000).toISOString(),
    });
  });

  it('reads the item error of an ITEM ERROR webhook', async () => {
    const body = JSON.stringify({
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: 'item-2',
      error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login required', display_message: null },
    });
    expect(await provider.verifyWebhook(body, { 'plaid-verification': fake.webhooks.sign(body) })).toMatchObject({
      webhookType: 'ITEM',
      webhookCode: 'ERROR',
      itemId: 'item-2',
      errorCode: 'ITEM_LOGIN_REQUIRED',
    });
  });

  it("rejects a webhook signed by another key claiming Plaid's kid", async () => {
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.forge(BODY) })).toBeNull();
  });

  it('rejects a changed body, a stale or future signature, and a missing or malformed header', async () => {
    const signature = fake.webhooks.sign(BODY);
    expect(await provider.verifyWebhook(BODY.replace('item-1', 'item-9'), { 'plaid-verification': signature })).toBeNull();
    expect(await provider.verifyWebhook(`${BODY} `, { 'plaid-verification': signature })).toBeNull();
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.sign(BODY, { issuedAt: seconds() - 301 }) })).toBeNull();
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.sign(BODY, { issuedAt: seconds() + 301 }) })).toBeNull();
    expect(await provider.verifyWebhook(BODY, {})).toBeNull();
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': 'not-a-jwt' })).toBeNull();
    const [, payload, sig] = signature.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: fake.webhooks.keyId })).toString('base64url');
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': `${none}.${payload}.${sig}` })).toBeNull();
    const otherKid = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'unknown-kid' })).toString('base64url');
    expect(await provider.verifyWebhook(BODY, { 'plaid-verification': `${otherKid}.${payload}.${sig}` })).toBeNull();
  });

  it("verifies the same webhook delivered twice; deduplicating is the caller's, by bodySha256", async () => {
    const fresh = newProvider();
    const before = keyFetches();
    // One delivery, signed once, arriving twice (signing again could fall in the next second).
    const headers = { 'plaid-verification': fake.webhooks.sign(BODY) };
    const first = await fresh.verifyWebhook(BODY, headers);
    const second = await fresh.verifyWebhook(BODY, headers);
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
    // The key is fetched once and then cached.
    expect(keyFetches() - before).toBe(1);
  });

  it('re-reads a cached key after a day', async () => {
    const fresh = newProvider();
    const before = keyFetches();
    await fresh.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.sign(BODY) });
    now = new Date(now.getTime() + 25 * 3600_000);
    expect(await fresh.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.sign(BODY, { issuedAt: seconds() }) })).not.toBeNull();
    expect(keyFetches() - before).toBe(2);
  });

  it('stops trusting a key once Plaid marks it expired', async () => {
    const fresh = newProvider();
    fake.webhooks.expire();
    expect(await fresh.verifyWebhook(BODY, { 'plaid-verification': fake.webhooks.sign(BODY, { issuedAt: seconds() }) })).toBeNull();
  });
});
