import { clientAdvisorLinks, householdMembers, invitations, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, type Party } from './directory-helpers';
import { invitationTokenSentTo, paramsOf, signedAdvisorLink } from './registration-links';
import { createTestApp, expectError, findUserRow, registration, signUp, type TestApp, uniqueEmail, subscribeToPlan } from './test-app';

/**
 * Every way into an account or a client's data needs its owner's consent (the Invitations issue):
 * an invitation is a single-use token for the invited email, an advisor's link carries the
 * server's signature, and neither an inviter's id nor a link's parameters prove anything alone.
 */

const EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';
const PLAN_FULL = "Your advisor's plan has no place for another sub-advisor.";

let t: TestApp;
let advisor: Party;
let client: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await createAdvisor(t, { zip: '10001' });
  await subscribeToPlan(t, advisor.user.id, 'firm');
  client = await signUp(t, { firstName: 'Pat' });
}, 60_000);
afterAll(() => t?.close());

const register = (email: string, context: Record<string, unknown>, role = 'client') =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ role, email, context }) });

/** The account a registration made (its answer names nobody: the same for a taken address). */
const userIdOf = async (email: string) => (await findUserRow(t.database, email))?.id ?? 'no such account';
const parentOf = async (email: string) =>
  (await t.database.db.select({ parentId: users.parentId }).from(users).where(eq(users.email, email)))[0]?.parentId ?? null;
const householdOf = (memberId: string) => t.database.db.select().from(householdMembers).where(eq(householdMembers.memberId, memberId));
const linksOf = (clientId: string) => t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, clientId));

async function inviteSubAdvisor(email = uniqueEmail('sub')) {
  const sent = await t.request({
    method: 'POST',
    url: '/api/advisor/sub-advisors/invites',
    payload: { firstName: 'Sam', lastName: 'Sub', email },
    cookies: advisor.cookies,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { email, token: await invitationTokenSentTo(t, email) };
}

describe('forged invitations open nothing', () => {
  it('an advisor registering with an advisor id as inviter (no token) is an ordinary advisor with no parent, told why', async () => {
    const email = uniqueEmail('forger');
    const answer = await register(email, { inviter: advisor.user.id, inviteType: 'advisor' }, 'advisor');
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().linkNotice).toMatch(/not valid/);
    expect(await parentOf(email)).toBeNull();
  });

  it('a stranger naming a client as inviter joins no household', async () => {
    const email = uniqueEmail('stranger');
    const answer = await register(email, { inviter: client.user.id, inviteType: 'spouse' });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(await householdOf(await userIdOf(email))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/household', cookies: client.cookies })).json().members).toEqual([]);
  });

  it('a made-up token, a token for another email, another role, a used one, a withdrawn one and an expired one join nobody', async () => {
    const madeUp = await register(uniqueEmail('sub'), { invitation: 'A'.repeat(43) }, 'advisor');
    expect(madeUp.json().linkNotice).toMatch(/not valid/);

    const forOther = await inviteSubAdvisor();
    const thief = uniqueEmail('thief');
    const stolen = await register(thief, { invitation: forOther.token }, 'advisor');
    expect(stolen.statusCode, stolen.body).toBe(202);
    expect(stolen.json().linkNotice).toMatch(/another email address/);
    expect(await parentOf(thief)).toBeNull();

    const asClient = await register(forOther.email, { invitation: forOther.token });
    expect(asClient.json().linkNotice).toMatch(/another kind of account/);

    const used = await inviteSubAdvisor();
    expect((await register(used.email, { invitation: used.token }, 'advisor')).statusCode).toBe(202);
    expect(await parentOf(used.email)).toBe(advisor.user.id);
    const check = await t.request({
      method: 'POST',
      url: '/api/auth/registration-link/check',
      payload: { role: 'advisor', email: used.email, context: { invitation: used.token } },
    });
    expect(check.json()).toEqual({ status: 'refused', notice: expect.stringMatching(/already been used/) });

    const withdrawn = await inviteSubAdvisor();
    const id = (await t.database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.email, withdrawn.email)))[0]?.id as string;
    expect((await t.request({ method: 'DELETE', url: `/api/invitations/${id}`, cookies: advisor.cookies })).statusCode).toBe(204);
    const afterWithdrawal = await register(withdrawn.email, { invitation: withdrawn.token }, 'advisor');
    expect(afterWithdrawal.json().linkNotice).toMatch(/withdrawn/);
    expect(await parentOf(withdrawn.email)).toBeNull();

    const late = await inviteSubAdvisor();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, late.email));
    const tooLate = await register(late.email, { invitation: late.token }, 'advisor');
    expect(tooLate.json().linkNotice).toMatch(/expired/);
    expect(await parentOf(late.email)).toBeNull();
  });

  it("stores only the token's hash, and an invitation lasts 7 days by default", async () => {
    const sent = await inviteSubAdvisor();
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, sent.email));
    expect(JSON.stringify(row)).not.toContain(sent.token);
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });
});

type ListedInvitation = { id: string; email: string; status: string; kind: string; createdAt: string };
type InvitationsPage = { invitations: ListedInvitation[]; total: number; page: number; pageSize: number };
const invitationsPage = async (who: Party, query = '') =>
  (await t.request({ method: 'GET', url: `/api/invitations${query}`, cookies: who.cookies })).json<InvitationsPage>();

/** Every page of the inviter's list. */
async function everyInvitation(who: Party): Promise<ListedInvitation[]> {
  const first = await invitationsPage(who);
  const rest = await Promise.all(Array.from({ length: Math.ceil(first.total / first.pageSize) - 1 }, (_, index) => invitationsPage(who, `?page=${index + 2}`)));
  return [first, ...rest].flatMap((page) => page.invitations);
}

describe("the inviter's list", () => {
  // The advisor's list of the invitations it sent (spec 01 §3 Invite: who, by whom), when, and in which state.
  it('comes a page of ten at a time, newest first, of one kind or all; a bad query is a 400', async () => {
    const inviter = await createAdvisor(t, { zip: '10001' });
    for (let index = 0; index < 12; index += 1) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/advisor/invites',
        payload: { type: 'client', firstName: 'Client', lastName: String(index), email: uniqueEmail(`paged${index}`) },
        cookies: inviter.cookies,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const first = await invitationsPage(inviter, '?kind=client');
    expect([first.invitations.length, first.total, first.page, first.pageSize]).toEqual([10, 12, 1, 10]);
    expect(first.invitations.every((row) => row.kind === 'client' && row.status === 'pending')).toBe(true);
    const second = await invitationsPage(inviter, '?kind=client&page=2');
    expect([second.invitations.length, second.page]).toEqual([2, 2]);
    const days = [...first.invitations, ...second.invitations].map((row) => row.createdAt);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set([...first.invitations, ...second.invitations].map((row) => row.id)).size).toBe(12);
    expect((await invitationsPage(inviter, '?kind=sub_advisor')).total).toBe(0);
    expect((await invitationsPage(inviter, '?page=3')).invitations).toEqual([]);

    for (const query of ['?page=0', '?page=x', '?kind=friend', '?other=1']) {
      expectError(await t.request({ method: 'GET', url: `/api/invitations${query}`, cookies: inviter.cookies }), 400, 'VALIDATION');
    }
  });

  it('shows each invitation with its state; another user neither sees nor withdraws it', async () => {
    const pending = await inviteSubAdvisor();
    const list = await everyInvitation(advisor);
    const mine = list.find((row) => row.email === pending.email);
    expect(mine).toMatchObject({ kind: 'sub_advisor', status: 'pending' });
    expect(list.map((row) => row.status)).toEqual(expect.arrayContaining(['pending', 'accepted', 'revoked', 'expired']));
    expect(JSON.stringify(list)).not.toContain(pending.token);

    expect((await t.request({ method: 'GET', url: '/api/invitations', cookies: client.cookies })).json().invitations).toEqual([]);
    expectError(await t.request({ method: 'DELETE', url: `/api/invitations/${mine?.id}`, cookies: client.cookies }), 404, 'NOT_FOUND');
    expect((await register(pending.email, { invitation: pending.token }, 'advisor')).json().linkNotice).toBeNull();
  });
});

describe('the sub-advisor allowance is taken atomically when an invitation is accepted', () => {
  it('twelve parallel registrations against a plan with the places left: exactly that many join, the others are refused and leave no account', async () => {
    const primary = await createAdvisor(t, { zip: '10001' });
    await subscribeToPlan(t, primary.user.id, 'firm');
    const sent = [];
    for (let n = 0; n < 12; n += 1) {
      const email = uniqueEmail('rush');
      const answer = await t.request({
        method: 'POST',
        url: '/api/advisor/sub-advisors/invites',
        payload: { firstName: 'Sam', lastName: 'Rush', email },
        cookies: primary.cookies,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      sent.push({ email, token: await invitationTokenSentTo(t, email) });
    }
    const answers = await Promise.all(sent.map(({ email, token }) => register(email, { invitation: token }, 'advisor')));
    const joined = answers.filter((answer) => answer.statusCode === 202);
    const refused = answers.filter((answer) => answer.statusCode !== 202);
    expect(joined).toHaveLength(4);
    for (const answer of refused) expect(expectError(answer, 400, 'VALIDATION').message).toBe(PLAN_FULL);
    const children = await t.database.db.select({ id: users.id }).from(users).where(eq(users.parentId, primary.user.id));
    expect(children).toHaveLength(4);
    for (const { email } of sent) {
      const [row] = await t.database.db.select({ parentId: users.parentId }).from(users).where(eq(users.email, email));
      // Every account that exists is a sub-advisor: no standalone advisor was left behind.
      if (row) expect(row.parentId).toBe(primary.user.id);
    }
  });
});

describe("an advisor's registration link needs the advisor's signature", () => {
  it('an unsigned built-in link, an altered signature, a changed source or expiry: an ordinary account, told why', async () => {
    const signed = signedAdvisorLink(t, advisor.user.id, 'Fair', '2099-12-31');
    for (const context of [
      { advisor: advisor.user.id, source: 'facebook' },
      { ...signed, sig: `${signed.sig.slice(0, -2)}AA` },
      { ...signed, source: 'Other Fair' },
      { ...signed, expiry: '9999-12-31' },
      { ...signed, advisor: client.user.id },
    ]) {
      const email = uniqueEmail('linked');
      const answer = await register(email, context);
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json().linkNotice).toBe(EXPIRED);
      expect(await linksOf(await userIdOf(email))).toEqual([]);
    }
  });

  it('a link made before signatures counts only when the advisor saved that very source and expiry', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/advisor/sources',
      payload: { name: 'Old Fair', expiryDate: '2099-06-30' },
      cookies: advisor.cookies,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const legacyEmail = uniqueEmail('legacy');
    const legacy = await register(legacyEmail, { advisor: advisor.user.id, source: 'Old Fair', expiry: '2099-06-30' });
    expect(legacy.json().linkNotice).toBeNull();
    expect(await linksOf(await userIdOf(legacyEmail))).toEqual([
      expect.objectContaining({ advisorId: advisor.user.id, requestedBy: 'advisor', status: 'pending', source: 'Old Fair' }),
    ]);
    const stretched = await register(uniqueEmail('legacy'), { advisor: advisor.user.id, source: 'Old Fair', expiry: '2199-06-30' });
    expect(stretched.json().linkNotice).toBe(EXPIRED);
    const dropped = await register(uniqueEmail('legacy'), { advisor: advisor.user.id, source: 'Old Fair' });
    expect(dropped.json().linkNotice).toBe(EXPIRED);
  });

  it("the signed link Client Linking gives connects only once the client accepts the advisor's request", async () => {
    const sources = (await t.request({ method: 'GET', url: '/api/advisor/sources', cookies: advisor.cookies })).json().sources as {
      name: string;
      link: string;
    }[];
    const { role: _role, ...context } = paramsOf(sources.find((row) => row.name === 'Referral')?.link ?? '');
    const email = uniqueEmail('referred');
    const answer = await register(email, context);
    expect(answer.json().linkNotice).toBeNull();
    expect(await linksOf(await userIdOf(email))).toEqual([expect.objectContaining({ status: 'pending', requestedBy: 'advisor', source: 'Referral' })]);
  });
});

describe('invitations answer the same whether or not the address has an account', () => {
  it("the inviter is answered alike; the account's owner is told instead of being sent a link", async () => {
    const fresh = uniqueEmail('fresh');
    for (const email of [client.user.email, fresh]) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/advisor/invites',
        payload: { type: 'client', firstName: 'Pat', lastName: 'Lee', email },
        cookies: advisor.cookies,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ sentTo: email });
    }
    expect((await t.latestLinks(fresh)).some((link) => link.includes('invitation='))).toBe(true);
    const toOwner = await t.latestLinks(client.user.email);
    expect(toOwner.some((link) => link.includes('invitation='))).toBe(false);
  });
});
