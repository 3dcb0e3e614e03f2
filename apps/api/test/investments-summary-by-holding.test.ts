import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { linkAtlas, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// /client/invest-summary/{id} carries only the holding's id: the api finds its account.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
});
afterAll(() => t?.close());

describe('GET /api/investments/securities/:holdingId', () => {
  it("answers the same summary as the account's route; another user's holding is not found", async () => {
    const client = await signUp(t);
    const other = await signUp(t);
    await linkAtlas(t, client);
    const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
    const { accounts } = await ok<{ accounts: { id: string; accountSubtype: string }[] }>(get(client.cookies, '/api/investments'));
    const ira = accounts.find((account) => account.accountSubtype === 'ira') as { id: string };
    const { holdings } = await ok<{ holdings: { id: string }[] }>(get(client.cookies, `/api/investments/${ira.id}`));
    const holding = holdings[0] as { id: string };

    const byHolding = await ok<{ account: { id: string }; holding: { id: string } }>(
      get(client.cookies, `/api/investments/securities/${holding.id}?range=ytd`),
    );
    expect(byHolding.account.id).toBe(ira.id);
    expect(byHolding).toEqual(await ok(get(client.cookies, `/api/investments/${ira.id}/securities/${holding.id}?range=ytd`)));

    expectError(await get(other.cookies, `/api/investments/securities/${holding.id}`), 404, 'NOT_FOUND');
    expectError(await get(client.cookies, `/api/investments/securities/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get(client.cookies, '/api/investments/securities/not-an-id'), 400, 'VALIDATION');
    expect(expectError(await get(other.cookies, `/api/investments/securities/${holding.id}?userId=${client.user.id}`), 403, 'FORBIDDEN').message).toBe(
      "you don't have access to this feature",
    );
  });
});
