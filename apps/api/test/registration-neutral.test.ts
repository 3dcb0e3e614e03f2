import { randomUUID } from 'node:crypto';
import { accounts, invitations, mailOutbox, sessions, signInThrottle, users } from '@finboard/db';
import { SIGN_IN_FREE_FAILURES } from '@finboard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvitationToken } from '../src/modules/invitations/invitation-token';
import { createAdvisor } from './directory-helpers';
import { invitationTokenSentTo } from './registration-links';
import { failedJustNow } from './support/sign-in-throttle-clock';
import {
  cookiesOf,
  createTestApp,
  expectError,
  findUserRow,
  followVerificationLink,
  logIn,
  registration,
  sessionUser,
  signUp,
  subscribeToPlan,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
  verificationTokenOf,
} from './test-app';

/**
 * Registration answers the same whether or not the address has an account (issue #30, item 6): a
 * stranger learns nothing of who is a customer. A new address gets an unverified account and a
 * verification link that signs the person in; a taken one is left untouched and its owner is told.
 */

let t: TestApp;

beforeAll(async () => {
  // The per-address limit of the auth routes is not what is tested here.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const register = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/register', payload });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const ATTEMPT_SUBJECT = 'Someone tried to sign up for Finboard with your email';

async function mailsTo(email: string) {
  return t.database.db.select({ subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

/**
 * What a response shows a stranger: its status, its body byte for byte, and its headers but the
 * date and the caller's own count under the per-address limit (which moves with every request).
 */
function visibleOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const { date: _date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, 'content-length': length, ...headers } = response.headers;
  return { statusCode: response.statusCode, body: response.body, length, headers };
}

/** The rows that make up an account: nothing of them may change when someone registers with its address. */
async function accountRowsOf(userId: string) {
  return {
    user: await t.database.db.select().from(users).where(eq(users.id, userId)),
    credentials: await t.database.db.select().from(accounts).where(eq(accounts.userId, userId)),
    sessions: await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)),
  };
}

describe('the answer is the same for a new address and a taken one', () => {
  it('same status, byte-identical body, same headers, and no session cookie, for a verified owner and an unverified one', async () => {
    const email = uniqueEmail('same');
    const payload = registration({ email });
    const fresh = await register(payload);
    // Now the address is taken by an account that is not verified yet…
    const takenUnverified = await register(payload);
    // …and then by a verified one.
    await followVerificationLink(t, email);
    const takenVerified = await register(payload);

    expect(fresh.statusCode, fresh.body).toBe(202);
    expect(JSON.parse(fresh.body)).toEqual({ status: 'verification_sent', email, linkNotice: null });
    expect(visibleOf(takenUnverified)).toEqual(visibleOf(fresh));
    expect(visibleOf(takenVerified)).toEqual(visibleOf(fresh));
    for (const answer of [fresh, takenUnverified, takenVerified]) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a link that does not hold says so alike: the notice is computed from the link, not from the account', async () => {
    const email = uniqueEmail('notice');
    const payload = registration({ email, context: { inviter: 'someone', inviteType: 'spouse' } });
    const fresh = await register(payload);
    const taken = await register(payload);
    expect(fresh.json().linkNotice).toBe('This invitation link is not valid, so your account is not linked to anyone. Please ask for a new invitation.');
    expect(visibleOf(taken)).toEqual(visibleOf(fresh));
  });

  it('a form the rules refuse is refused alike, before the address is looked at', async () => {
    const { email } = await signUp(t);
    const weak = { password: 'weak', confirmPassword: 'weak' };
    const taken = expectError(await register(registration({ email, ...weak })), 400, 'VALIDATION');
    const fresh = expectError(await register(registration({ email: uniqueEmail('fresh'), ...weak })), 400, 'VALIDATION');
    expect({ ...taken, requestId: null }).toEqual({ ...fresh, requestId: null });
  });
});

describe('an address that has an account', () => {
  it('is left untouched: its owner is told someone tried, with a log-in and a reset link, and keeps their password and sessions', async () => {
    const owner = await signUp(t, { firstName: 'Olive' });
    const before = await accountRowsOf(owner.user.id);
    const mailsBefore = (await mailsTo(owner.email)).length;

    const answer = await register(
      registration({ email: owner.email, firstName: 'Mallory', lastName: 'Else', role: 'advisor', password: 'Other-pass1!', confirmPassword: 'Other-pass1!' }),
    );
    expect(answer.statusCode, answer.body).toBe(202);

    expect(await accountRowsOf(owner.user.id)).toEqual(before);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const note = mails.find((mail) => mail.subject === ATTEMPT_SUBJECT);
    expect(note?.text).toContain('Hi Olive,');
    expect(note?.text).toContain('Someone tried to create a new Finboard account with this email address.');
    expect(note?.text).toContain('http://localhost:3000/login');
    expect(note?.text).toContain('http://localhost:3000/reset-password');
    expect(note?.text).toMatch(/If it was not you, you can ignore this message/);
    // No verification link goes to it: nothing was made that needs one.
    expect(note?.text).not.toContain('/verify-email');
    expect(mails.filter((mail) => mail.subject.startsWith('Verify your'))).toHaveLength(1);

    // The owner's password still works and the newcomer's does not; the owner's session is still live.
    expectError(await login(owner.email, 'Other-pass1!'), 401, 'UNAUTHENTICATED');
    await logIn(t, owner.email, VALID_PASSWORD);
    expect(await sessionUser(t, owner.cookies)).toMatchObject({ id: owner.user.id, role: 'client', firstName: 'Olive' });
  });

  it('the note is capped like every auth mail: AUTH_MAIL_MAX_PER_HOUR (3) an hour per account, every answer the same', async () => {
    const owner = await signUp(t);
    const payload = registration({ email: owner.email });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await register(payload));
    answers.push(...(await Promise.all(Array.from({ length: 4 }, () => register(payload)))));
    for (const answer of answers) expect(visibleOf(answer)).toEqual(visibleOf(answers[0] as (typeof answers)[number]));
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject === ATTEMPT_SUBJECT)).toHaveLength(3);

    // Once the hour is over, the owner hears of it again.
    await t.database.db.execute(
      sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = ${`auth-mail:registration-attempt:${owner.user.id}`}`,
    );
    expect((await register(payload)).statusCode).toBe(202);
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject === ATTEMPT_SUBJECT)).toHaveLength(4);
  });
});

describe('an account whose email is not verified', () => {
  it("cannot sign in with its password: the answer is a wrong password's, and the verification mail goes again (within the quota)", async () => {
    const email = uniqueEmail('unverified');
    expect((await register(registration({ email }))).statusCode).toBe(202);
    const verifyMails = async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Verify your')).length;
    expect(await verifyMails()).toBe(1);

    const rightPassword = await login(email, VALID_PASSWORD);
    const wrongPassword = await login(email, 'Wrong-pass1!');
    const unknown = await login(uniqueEmail('nobody'), VALID_PASSWORD);
    const shown = (response: typeof rightPassword) => ({ ...visibleOf(response), body: { ...response.json().error, requestId: null }, length: null });
    expect(shown(rightPassword)).toEqual(shown(wrongPassword));
    expect(shown(rightPassword)).toEqual(shown(unknown));
    expect(expectError(rightPassword, 401, 'UNAUTHENTICATED').message).toBe('Invalid email or password.');
    expect(cookiesOf(rightPassword)).toEqual([]);
    expect(await verifyMails()).toBe(2);

    // More sign-ins send no more than the hour's quota (the sign-up's mail counts).
    await t.database.db.delete(signInThrottle);
    for (let i = 0; i < 3; i += 1) await login(email, VALID_PASSWORD);
    expect(await verifyMails()).toBe(3);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(row?.n).toBe(0);
  });

  it('its sign-ins are throttled as failures: after the free ones, the right password waits as a wrong one would', async () => {
    await t.database.db.delete(signInThrottle);
    const email = uniqueEmail('throttled');
    expect((await register(registration({ email }))).statusCode).toBe(202);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i += 1) {
      // The first delay is one second: the refused attempt is sent within it, however slow the machine.
      if (i === SIGN_IN_FREE_FAILURES) await failedJustNow(t.database.db);
      statuses.push((await login(email, VALID_PASSWORD)).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_FREE_FAILURES).fill(401), 429]);
  });

  it('is proved by a completed password reset: the email is verified and the new password signs in', async () => {
    const email = uniqueEmail('reset');
    expect((await register(registration({ email }))).statusCode).toBe(202);
    expect((await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    const resetLink = (await t.latestLinks(email)).map((link) => new URL(link)).find((url) => url.pathname === '/reset-password');
    const oobCode = resetLink?.searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { oobCode, password: 'Fresh-pass1!', confirmPassword: 'Fresh-pass1!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(true);
    const cookies = await logIn(t, email, 'Fresh-pass1!');
    expect(await sessionUser(t, cookies)).toMatchObject({ email, verified: true });
  });
});

describe('the verification link', () => {
  it('verifies the email and signs the person in, on their way to onboarding; opened again it answers as a used link', async () => {
    for (const role of ['client', 'advisor'] as const) {
      const email = uniqueEmail(`link-${role}`);
      expect((await register(registration({ email, role }))).statusCode).toBe(202);
      const token = await verificationTokenOf(t, email);
      const opened = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(opened.statusCode, opened.body).toBe(200);
      // Where registration itself would have taken them: onboarding is not done yet.
      expect(opened.json().user).toMatchObject({ email, role, verified: true, completionDate: null });
      const cookies = cookiesOf(opened);
      expect(await sessionUser(t, cookies)).toMatchObject({ email, role, verified: true });

      const again = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(expectError(again, 400, 'VALIDATION').message).toBe('This link has already been used. Please log in, or ask for a new one.');
      expect(cookiesOf(again)).toEqual([]);
    }
  });
});

describe('invitations through verify-first registration', () => {
  it('a sub-advisor invitation: registration (202) takes the place, the link signs the sub-advisor in, and the practice is theirs', async () => {
    const primary = await createAdvisor(t, { zip: '10001' });
    await subscribeToPlan(t, primary.user.id, 'firm');
    const email = uniqueEmail('sub');
    const sent = await t.request({
      method: 'POST',
      url: '/api/advisor/sub-advisors/invites',
      payload: { firstName: 'Sam', lastName: 'Sub', email },
      cookies: primary.cookies,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await invitationTokenSentTo(t, email);

    const answer = await register(registration({ role: 'advisor', email, context: { inviter: primary.user.id, inviteType: 'advisor', invitation: token } }));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ status: 'verification_sent', email, linkNotice: null });
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Not signed in by a password before the address is proved.
    expectError(await login(email, VALID_PASSWORD), 401, 'UNAUTHENTICATED');

    const { user, cookies } = await followVerificationLink(t, email);
    expect(user).toMatchObject({ email, role: 'advisor', verified: true, parentId: primary.user.id });
    expect(await sessionUser(t, cookies)).toMatchObject({ id: user.id, parentId: primary.user.id });
    const [invitation] = await t.database.db
      .select({ acceptedAt: invitations.acceptedAt, acceptedUserId: invitations.acceptedUserId })
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(invitation).toEqual({ acceptedAt: expect.any(Date), acceptedUserId: user.id });
    expect((await t.request({ method: 'GET', url: '/api/invitations', cookies: primary.cookies })).json().invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, status: 'accepted' })]),
    );
  });

  it('an invitation for an address that has an account: a registration with its token answers as for a new address, and neither spends nor joins it', async () => {
    const primary = await createAdvisor(t, { zip: '10001' });
    await subscribeToPlan(t, primary.user.id, 'firm');
    const owner = await signUp(t, { role: 'advisor' });
    // Its owner was mailed a note, not the link; the token is made here as the invite would have made it.
    const { token, tokenHash } = newInvitationToken();
    const id = randomUUID();
    const now = new Date();
    await t.database.db.insert(invitations).values({
      id,
      inviterId: primary.user.id,
      kind: 'sub_advisor',
      email: owner.email,
      firstName: 'Sam',
      lastName: 'Sub',
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const before = await accountRowsOf(owner.user.id);

    const answer = await register(
      registration({ role: 'advisor', email: owner.email, context: { inviter: primary.user.id, inviteType: 'advisor', invitation: token } }),
    );
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ status: 'verification_sent', email: owner.email, linkNotice: null });
    expect(await accountRowsOf(owner.user.id)).toEqual(before);
    const [after] = await t.database.db.select({ acceptedAt: invitations.acceptedAt }).from(invitations).where(eq(invitations.id, id));
    expect(after?.acceptedAt).toBeNull();
  });
});
