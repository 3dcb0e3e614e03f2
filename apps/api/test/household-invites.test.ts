import { householdMembers } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokenSentTo } from './registration-links';
import { createTestApp, registerVerified, registration, signUp, type TestApp, uniqueEmail } from './test-app';

/**
 * A spouse's or partner's invitation (spec 01 §3 Invite), sent by email with a single-use token
 * (/register?inviter={uid}&inviteType=spouse|partner&invitation={token}): the registration of the
 * invited address records the relation with the inviting client, and nothing is shared by it:
 * neither reads the other's data without a connection and its switches.
 */

type Party = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let inviter: Party;
let advisor: Party;

/** A client's invitation by email: the invited address and the context its link gives the register page. */
async function invite(from: Party, relation: 'spouse' | 'partner') {
  const email = uniqueEmail('household');
  const sent = await t.request({
    method: 'POST',
    url: '/api/household/invites',
    payload: { firstName: 'Sam', lastName: 'Lee', email, relation },
    cookies: from.cookies,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { email, context: { inviter: from.user.id, inviteType: relation, invitation: await invitationTokenSentTo(t, email) } };
}

async function registerInvited(invitation: { email: string; context: Record<string, string> }, role = 'client') {
  const { user } = await registerVerified(t, registration({ role, email: invitation.email, context: invitation.context }));
  return user.id;
}

const relationsOf = (memberId: string) => t.database.db.select().from(householdMembers).where(eq(householdMembers.memberId, memberId));

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  inviter = await signUp(t, { firstName: 'Pat' });
  advisor = await signUp(t, { role: 'advisor' });
  const account = {
    institutionName: 'Home Ledger',
    date: '2024-03-01',
    name: 'Savings',
    balanceType: 'assets',
    accountType: 'depository',
    accountSubtype: 'savings',
    amount: '1000',
  };
  expect((await t.request({ method: 'POST', url: '/api/accounts/manual', payload: account, cookies: inviter.cookies })).statusCode).toBe(201);
}, 60_000);
afterAll(() => t?.close());

describe('registering from a spouse or partner invitation', () => {
  it.each(['spouse', 'partner'] as const)('records the %s with the inviting client', async (relation) => {
    const memberId = await registerInvited(await invite(inviter, relation));
    expect(await relationsOf(memberId)).toEqual([expect.objectContaining({ inviterId: inviter.user.id, memberId, relation })]);
  });

  it('ignores a link without its token, an unknown inviter and an advisor registering: the registration stands', async () => {
    const tokenless = { email: uniqueEmail('household'), context: { inviter: inviter.user.id, inviteType: 'spouse' } };
    expect(await relationsOf(await registerInvited(tokenless))).toEqual([]);
    expect(await relationsOf(await registerInvited({ email: uniqueEmail('household'), context: { inviter: 'no-such-user', inviteType: 'spouse' } }))).toEqual(
      [],
    );
    expect(await relationsOf(await registerInvited(await invite(inviter, 'spouse'), 'advisor'))).toEqual([]);
  });

  it('an advisor cannot send a household invitation', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/household/invites',
      payload: { firstName: 'Sam', lastName: 'Lee', email: uniqueEmail('household'), relation: 'spouse' },
      cookies: advisor.cookies,
    });
    expect(sent.statusCode).toBe(403);
  });

  it("shares nothing: the spouse cannot read the inviter's figures, nor the inviter the spouse's", async () => {
    // Verified, so a refusal is the access rule's and not the unverified email's.
    const invitation = await invite(inviter, 'spouse');
    const spouse = await signUp(t, { email: invitation.email, context: invitation.context });
    expect(await relationsOf(spouse.user.id)).toHaveLength(1);
    for (const [cookies, ownerId] of [
      [spouse.cookies, inviter.user.id],
      [inviter.cookies, spouse.user.id],
    ] as const) {
      for (const path of ['/api/assets', '/api/net-worth']) {
        const answer = await t.request({ method: 'GET', url: `${path}?userId=${ownerId}`, cookies });
        expect(answer.statusCode, `${path}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.body).not.toContain('100000');
      }
    }
  });
});

describe("the client's household", () => {
  const household = (cookies: string[]) => t.request({ method: 'GET', url: '/api/household', cookies });

  it('lists the relation to both of them, with names and emails only, and either may remove it', async () => {
    const owner = await signUp(t, { firstName: 'Robin' });
    const invitation = await invite(owner, 'partner');
    const partner = await signUp(t, { firstName: 'Alex', email: invitation.email, context: invitation.context });

    const mine = await household(owner.cookies);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().members).toEqual([
      {
        id: expect.any(String),
        relation: 'partner',
        invitedByMe: true,
        person: { id: partner.user.id, firstName: 'Alex', lastName: expect.any(String), email: partner.user.email },
        since: expect.any(String),
      },
    ]);
    const theirs = (await household(partner.cookies)).json().members;
    expect(theirs).toEqual([
      expect.objectContaining({ relation: 'partner', invitedByMe: false, person: expect.objectContaining({ id: owner.user.id, firstName: 'Robin' }) }),
    ]);
    expect(Object.keys(theirs[0].person).sort()).toEqual(['email', 'firstName', 'id', 'lastName']);

    // Nobody else can remove it, nor tell it exists.
    const stranger = await signUp(t);
    const id = theirs[0].id as string;
    expect((await t.request({ method: 'DELETE', url: `/api/household/${id}`, cookies: stranger.cookies })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/household/${id}`, cookies: advisor.cookies })).statusCode).toBe(403);
    expect((await household(stranger.cookies)).json().members).toEqual([]);

    const removed = await t.request({ method: 'DELETE', url: `/api/household/${id}`, cookies: partner.cookies });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await household(owner.cookies)).json().members).toEqual([]);
    expect((await household(partner.cookies)).json().members).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/household/${id}`, cookies: owner.cookies })).statusCode).toBe(404);
  });

  it('refuses an id that is not one with a readable message', async () => {
    const owner = await signUp(t);
    const answer = await t.request({ method: 'DELETE', url: '/api/household/not-an-id', cookies: owner.cookies });
    expect(answer.statusCode).toBe(400);
  });
});
