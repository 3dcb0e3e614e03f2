import { billingSubscriptions, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokenSentTo } from './registration-links';
import { cookiesOf, createTestApp, expectError, registerVerified, registration, signUp, type TestApp, uniqueEmail, subscribeToPlan } from './test-app';

/** Sub-advisors: an invitation link sets the parent within the plan's allowance; they read the primary's clients read-only, never billing. */

type Party = Awaited<ReturnType<typeof signUp>>;
const PLAN_FULL = "Your advisor's plan has no place for another sub-advisor.";

let t: TestApp;
let primary: Party;
let client: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  primary = await signUp(t, { role: 'advisor' });
  client = await signUp(t);
  const requested = await t.request({
    method: 'POST',
    url: '/api/connections',
    payload: { advisorId: primary.user.id, share: { netWorth: true, cashFlow: false, retirementScore: false } },
    cookies: client.cookies,
  });
  await t.request({ method: 'POST', url: `/api/connections/${requested.json().connection.id}/accept`, payload: {}, cookies: primary.cookies });
  const added = await t.request({
    method: 'POST',
    url: '/api/accounts/manual',
    payload: {
      institutionName: 'Jar',
      name: 'Savings',
      balanceType: 'assets',
      accountType: 'depository',
      accountSubtype: 'savings',
      amount: '1000',
      date: '2024-03-01',
    },
    cookies: client.cookies,
  });
  expect(added.statusCode, added.body).toBe(201);
}, 60_000);
afterAll(() => t?.close());

/** An invitation from the primary, as its email carries it: the invited address and the link's token. */
async function inviteSub(inviter: Party): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('sub');
  const sent = await t.request({
    method: 'POST',
    url: '/api/advisor/sub-advisors/invites',
    payload: { firstName: 'Sam', lastName: 'Sub', email },
    cookies: inviter.cookies,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { email, token: await invitationTokenSentTo(t, email) };
}

const invitedRegistration = (inviter: Party, invitation: { email: string; token: string }) =>
  registration({ role: 'advisor', email: invitation.email, context: { inviter: inviter.user.id, inviteType: 'advisor', invitation: invitation.token } });

function registerInvited(inviter: Party, invitation: { email: string; token: string }) {
  return t.request({ method: 'POST', url: '/api/auth/register', payload: invitedRegistration(inviter, invitation) });
}

async function parentOf(userId: string) {
  const [row] = await t.database.db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId));
  return row?.parentId ?? null;
}

describe('registering through a sub-advisor invitation', () => {
  it("is refused when the primary's plan has no place left by the time the invitation is used (Firm moved to Advanced)", async () => {
    const other = await signUp(t, { role: 'advisor' });
    await subscribeToPlan(t, other.user.id, 'firm');
    const invitation = await inviteSub(other);
    await t.database.db.update(billingSubscriptions).set({ planKey: 'advanced' }).where(eq(billingSubscriptions.userId, other.user.id));
    const before = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    expect(expectError(await registerInvited(other, invitation), 400, 'VALIDATION').message).toBe(PLAN_FULL);
    expect(before).toEqual([]);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email))).toEqual([]);
  });

  it('on Firm sets the parent for four sub-advisors, and refuses the fifth (five invitations sent while places were free)', async () => {
    await subscribeToPlan(t, primary.user.id, 'firm');
    const invitations = [];
    for (let n = 0; n < 5; n += 1) invitations.push(await inviteSub(primary));
    const ids: string[] = [];
    for (const invitation of invitations.slice(0, 4)) {
      // Each verifies through its link, as the person would: the place was taken at registration.
      const { user } = await registerVerified(t, invitedRegistration(primary, invitation));
      ids.push(user.id);
    }
    for (const id of ids) expect(await parentOf(id)).toBe(primary.user.id);
    const fifth = invitations[4] as { email: string; token: string };
    expect(expectError(await registerInvited(primary, fifth), 400, 'VALIDATION').message).toBe(PLAN_FULL);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, fifth.email))).toEqual([]);
  });
});

describe('a sub-advisor at work', () => {
  it("reads the primary's clients as shared, lists them, sees them on the dashboard, and never billing", async () => {
    const [sub] = await t.database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.parentId, primary.user.id)).limit(1);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: sub?.email, password: registration().password } });
    const cookies = cookiesOf(login);
    const get = (url: string) => t.request({ method: 'GET', url, cookies });

    const assets = await get(`/api/assets?userId=${client.user.id}`);
    expect(assets.statusCode, assets.body).toBe(200);
    expect(assets.json().totalCents).toBe(100_000);
    expectError(await get(`/api/cash-flow?userId=${client.user.id}`), 403, 'FORBIDDEN');
    const list = (await get('/api/connections/clients')).json().clients as { client: { id: string } }[];
    expect(list.map((row) => row.client.id)).toEqual([client.user.id]);
    const board = (await get('/api/advisor/dashboard')).json();
    expect(board.tiles.clients).toMatchObject({ connectedClients: 1, totalAssetsCents: 100_000 });
    expectError(await get('/api/billing'), 403, 'FORBIDDEN');

    // Writes stay the client's: a sub-advisor cannot end the primary's link either.
    const linkId = (await get('/api/connections/clients')).json().clients[0].connection.id as string;
    const disconnect = await t.request({ method: 'POST', url: `/api/connections/${linkId}/disconnect`, payload: {}, cookies });
    expect([403, 404]).toContain(disconnect.statusCode);
  });

  it('an advisor of another primary reads nothing of that client', async () => {
    const stranger = await signUp(t, { role: 'advisor' });
    expectError(await t.request({ method: 'GET', url: `/api/assets?userId=${client.user.id}`, cookies: stranger.cookies }), 403, 'FORBIDDEN');
  });
});

describe('inviting a sub-advisor by email', () => {
  const invite = (who: Party, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/advisor/sub-advisors/invites', payload, cookies: who.cookies });

  it('is refused without a place on the plan, and sends the advisor link otherwise', async () => {
    const solo = await signUp(t, { role: 'advisor' });
    expect(expectError(await invite(solo, { firstName: 'Sam', lastName: 'Sub', email: uniqueEmail('sub') }), 403, 'FORBIDDEN').message).toBe(PLAN_FULL);
    await subscribeToPlan(t, solo.user.id, 'firm');
    expect(expectError(await invite(solo, { firstName: 'Sam', lastName: 'Sub', email: '' }), 400, 'VALIDATION').message).toBe(
      'All fields are required! You should input all the fields!',
    );
    const email = uniqueEmail('sub');
    const sent = await invite(solo, { firstName: 'Sam', lastName: 'Sub', email });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = new URL((await t.latestLinks(email))[0] ?? '');
    expect(url.pathname).toBe('/register/advisor');
    expect(url.searchParams.get('inviter')).toBe(solo.user.id);
    expect(url.searchParams.get('inviteType')).toBe('advisor');
    expect(url.searchParams.get('invitation')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
