import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * The dashboard's figures are reused for DASHBOARD_CACHE_SECONDS while the advisor's grants are
 * the same: a client's new balance may wait for the time to live, but a switch turned off or a
 * link ended is obeyed by the very next read (the grants are read on every request and are the key).
 */

type Party = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let advisor: Party;
let alice: Party;
let bob: Party;

const dashboard = async (query = '') => {
  const answer = await t.request({ method: 'GET', url: `/api/advisor/dashboard${query}`, cookies: advisor.cookies });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

async function addSavings(client: Party, amount: string) {
  const payload = {
    institutionName: 'Home Ledger',
    date: '2024-03-01',
    name: 'Savings',
    balanceType: 'assets',
    accountType: 'depository',
    accountSubtype: 'savings',
    amount,
  };
  const answer = await t.request({ method: 'POST', url: '/api/accounts/manual', payload, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function connect(client: Party, source: string) {
  const requested = await t.request({
    method: 'POST',
    url: '/api/connections',
    payload: { advisorId: advisor.user.id, share: { netWorth: true, cashFlow: true, retirementScore: true }, source },
    cookies: client.cookies,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const id = requested.json().connection.id as string;
  const accepted = await t.request({ method: 'POST', url: `/api/connections/${id}/accept`, payload: {}, cookies: advisor.cookies });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

let aliceLink: string;
let bobLink: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DASHBOARD_CACHE_SECONDS: '60' });
  advisor = await signUp(t, { role: 'advisor' });
  alice = await signUp(t, { firstName: 'Alice' });
  bob = await signUp(t, { firstName: 'Bob' });
  await addSavings(alice, '1000');
  await addSavings(bob, '500');
  aliceLink = await connect(alice, 'Referral');
  bobLink = await connect(bob, 'facebook');
}, 60_000);
afterAll(() => t?.close());

describe('the dashboard figures cache', () => {
  it('reuses the figures of the same grants, and filters each request on its own', async () => {
    expect((await dashboard()).tiles.clients.totalAssetsCents).toBe(150_000);
    await addSavings(alice, '250');
    const again = await dashboard('?source=Referral&period=All');
    expect(again.tiles.clients.totalAssetsCents).toBe(150_000);
    expect(again.collection).toEqual({ source: 'Referral', period: 'All', institution: null, clientIds: [alice.user.id] });
    expect((await dashboard('?source=Facebook')).collection.clientIds).toEqual([bob.user.id]);
  });

  it('never serves a client whose switch was turned off: the next read is without them', async () => {
    const off = await t.request({
      method: 'PUT',
      url: `/api/connections/${bobLink}/share`,
      payload: { netWorth: false, cashFlow: true, retirementScore: true },
      cookies: bob.cookies,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await dashboard();
    // Another key: summed again, so Alice's newer account shows too.
    expect(after.tiles.clients.totalAssetsCents).toBe(125_000);
    expect(after.clients.find((client: { id: string }) => client.id === bob.user.id)).toMatchObject({ sharesNetWorth: false, assetsCents: null });
  });

  it('never serves a client whose link ended', async () => {
    const ended = await t.request({ method: 'POST', url: `/api/connections/${aliceLink}/disconnect`, payload: {}, cookies: alice.cookies });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await dashboard();
    expect(after.tiles.clients).toMatchObject({ connectedClients: 1, totalAssetsCents: 0 });
    expect(after.clients.map((client: { id: string }) => client.id)).toEqual([bob.user.id]);
  });
});
