import { accounts, sessions, users } from '@finboard/db';
import { PASSKEY_MESSAGES } from '@finboard/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { awayFromStepEdge, totpCode } from './support/totp';
import { assert, createCredential, type SoftAuthenticatorOptions, type SoftCredential } from './support/webauthn';
import { cookiesOf, createTestApp, expectError, sessionUser, signUp, type TestApp, TEST_ORIGIN } from './test-app';

/**
 * Passkeys (issue #36): registration and sign-in through a software authenticator written out in
 * the test (support/webauthn.ts), user verification required, challenges single-use, a removed
 * passkey refused, another user's passkey NOT_FOUND, removal behind a password or a fresh sign-in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookies: string[] = []) =>
  t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookies });
const here: SoftAuthenticatorOptions = { origin: TEST_ORIGIN };

interface Options {
  challengeId: string;
  options: {
    challenge: string;
    rp: { id?: string };
    user: { id: string };
    rpId?: string;
    authenticatorSelection?: { userVerification?: string; residentKey?: string };
    excludeCredentials?: { id: string }[];
  };
}

async function registrationOptions(cookies: string[]) {
  const response = await post('/api/auth/passkeys/registration-options', {}, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Options>();
}

/** A signed-in user adds a passkey made by the software authenticator: the credential, for signing in later. */
async function addPasskey(cookies: string[], name = 'Laptop'): Promise<{ credential: SoftCredential; id: string }> {
  const { challengeId, options } = await registrationOptions(cookies);
  const { credential, response } = createCredential(options, here);
  const added = await post('/api/auth/passkeys', { challengeId, name, credential: response }, cookies);
  expect(added.statusCode, added.body).toBe(200);
  return { credential, id: added.json<{ id: string }>().id };
}

async function authenticationOptions() {
  const response = await post('/api/auth/passkeys/authentication-options', {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Options>();
}

async function passkeySignIn(credential: SoftCredential, settings = here) {
  const { challengeId, options } = await authenticationOptions();
  return post('/api/auth/passkeys/sign-in', { challengeId, credential: assert(credential, { challenge: options.challenge, rpId: options.rpId }, settings) });
}

async function mailSubjectsTo(email: string) {
  return (await findRecentOutboxMessages(t.database.db, 200)).filter((row) => row.toAddress === email.toLowerCase()).map((row) => row.subject);
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, for PUBLIC_URL as the relying party', async () => {
    const person = await signUp(t);
    const { options } = await registrationOptions(person.cookies);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'required' });
  });

  it('adds several, each named, listed without their keys, and mails the owner', async () => {
    const person = await signUp(t);
    await addPasskey(person.cookies, 'Laptop');
    await addPasskey(person.cookies, 'Phone');
    const list = await t.request({ method: 'GET', url: '/api/auth/passkeys', cookies: person.cookies });
    expect(list.statusCode, list.body).toBe(200);
    const { passkeys } = list.json<{ passkeys: Record<string, unknown>[] }>();
    expect(passkeys.map((row) => row.name)).toEqual(['Laptop', 'Phone']);
    expect(Object.keys(passkeys[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'synced']);
    expect((await mailSubjectsTo(person.email)).filter((subject) => subject.endsWith('A passkey was added'))).toHaveLength(2);
    // The next registration excludes both, so the same authenticator is not added twice.
    expect((await registrationOptions(person.cookies)).options.excludeCredentials).toHaveLength(2);
  });

  it("refuses an authenticator that did not verify the user, a reused challenge, another user's challenge and another site's origin", async () => {
    const person = await signUp(t);
    const other = await signUp(t);
    const first = await registrationOptions(person.cookies);
    const unverified = createCredential(first.options, { ...here, userVerified: false });
    const refused = expectError(
      await post('/api/auth/passkeys', { challengeId: first.challengeId, name: 'Key', credential: unverified.response }, person.cookies),
      400,
      'VALIDATION',
    );
    expect(refused.message).toBe(PASSKEY_MESSAGES.notAdded);
    // That challenge was spent by the refused answer: a good answer to it is refused too.
    const retry = createCredential(first.options, here);
    expect(
      expectError(await post('/api/auth/passkeys', { challengeId: first.challengeId, name: 'Key', credential: retry.response }, person.cookies), 400).message,
    ).toBe(PASSKEY_MESSAGES.challengeExpired);

    const theirs = await registrationOptions(other.cookies);
    const stolen = createCredential(theirs.options, here);
    expectError(await post('/api/auth/passkeys', { challengeId: theirs.challengeId, name: 'Key', credential: stolen.response }, person.cookies), 400);

    const second = await registrationOptions(person.cookies);
    const elsewhere = createCredential(second.options, { origin: 'https://evil.example' });
    expectError(await post('/api/auth/passkeys', { challengeId: second.challengeId, name: 'Key', credential: elsewhere.response }, person.cookies), 400);

    const list = await t.request({ method: 'GET', url: '/api/auth/passkeys', cookies: person.cookies });
    expect(list.json<{ passkeys: unknown[] }>().passkeys).toEqual([]);
    expectError(await post('/api/auth/passkeys/registration-options', {}), 401);
  });

  it('needs a name', async () => {
    const person = await signUp(t);
    const { challengeId, options } = await registrationOptions(person.cookies);
    const { response } = createCredential(options, here);
    expect(expectError(await post('/api/auth/passkeys', { challengeId, name: '  ', credential: response }, person.cookies), 400).message).toBe(
      PASSKEY_MESSAGES.nameRequired,
    );
  });
});

describe('signing in with a passkey', () => {
  it('starts a normal session without a password or a code, and counts the use', async () => {
    const person = await signUp(t);
    const { credential } = await addPasskey(person.cookies);
    const signedIn = await passkeySignIn(credential);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ user: { id: string } }>().user.id).toBe(person.user.id);
    const cookies = cookiesOf(signedIn);
    expect(cookies.some((pair) => pair.startsWith('finboard.session_token='))).toBe(true);
    expect((await sessionUser(t, cookies))?.id).toBe(person.user.id);
    const [row] = (await t.request({ method: 'GET', url: '/api/auth/passkeys', cookies })).json<{ passkeys: { lastUsedAt: string | null }[] }>().passkeys;
    expect(row?.lastUsedAt).not.toBeNull();
    // It is one of the signed-in devices like any other session.
    const devices = (await t.request({ method: 'GET', url: '/api/auth/devices', cookies })).json<{ devices: unknown[] }>().devices;
    expect(devices).toHaveLength(2);
  });

  it('refuses a replayed answer: its challenge is spent', async () => {
    const person = await signUp(t);
    const { credential } = await addPasskey(person.cookies);
    const { challengeId, options } = await authenticationOptions();
    const answer = assert(credential, { challenge: options.challenge }, here);
    expect((await post('/api/auth/passkeys/sign-in', { challengeId, credential: answer })).statusCode).toBe(200);
    const replay = expectError(await post('/api/auth/passkeys/sign-in', { challengeId, credential: answer }), 401, 'UNAUTHENTICATED');
    expect(replay.message).toBe(PASSKEY_MESSAGES.challengeExpired);
    // The same signature under a fresh challenge id does not match that challenge.
    const fresh = await authenticationOptions();
    expect(expectError(await post('/api/auth/passkeys/sign-in', { challengeId: fresh.challengeId, credential: answer }), 401).message).toBe(
      PASSKEY_MESSAGES.signInFailed,
    );
  });

  it('refuses an answer without user verification, from another origin, or from an unknown credential', async () => {
    const person = await signUp(t);
    const { credential } = await addPasskey(person.cookies);
    expectError(await passkeySignIn(credential, { ...here, userVerified: false }), 401, 'UNAUTHENTICATED');
    expectError(await passkeySignIn(credential, { origin: 'https://evil.example' }), 401, 'UNAUTHENTICATED');
    const stranger = createCredential((await registrationOptions(person.cookies)).options, here).credential;
    expectError(await passkeySignIn(stranger), 401, 'UNAUTHENTICATED');
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
  });

  it('refuses a passkey once it is removed', async () => {
    const person = await signUp(t);
    const { credential, id } = await addPasskey(person.cookies);
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
    const removed = await post(`/api/auth/passkeys/${id}/remove`, { password: person.password }, person.cookies);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(expectError(await passkeySignIn(credential), 401, 'UNAUTHENTICATED').message).toBe(PASSKEY_MESSAGES.signInFailed);
    expect(await mailSubjectsTo(person.email)).toContainEqual(expect.stringMatching(/A passkey was removed$/));
  });

  it('asks no code of an account with an authenticator app: the passkey verified its user', async () => {
    const person = await signUp(t);
    const setup = await post('/api/auth/two-factor/setup', { password: person.password }, person.cookies);
    const { secret } = setup.json<{ secret: string }>();
    await awayFromStepEdge();
    const confirm = await post('/api/auth/two-factor/confirm', { code: totpCode(secret) }, person.cookies);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const cookies = [...person.cookies.filter((pair) => !pair.startsWith('finboard.session')), ...cookiesOf(confirm)];
    const { credential } = await addPasskey(cookies);
    expect((await post('/api/auth/login', { email: person.email, password: person.password })).json()).toEqual({ twoFactorRequired: true });
    const signedIn = await passkeySignIn(credential);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await sessionUser(t, cookiesOf(signedIn)))?.id).toBe(person.user.id);
  });

  it("refuses a signature counter that went back (a cloned authenticator's)", async () => {
    const person = await signUp(t);
    const { credential } = await addPasskey(person.cookies);
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
    credential.counter = 0; // the clone signs with the count it was copied at
    expectError(await passkeySignIn(credential), 401, 'UNAUTHENTICATED');
  });

  it('refuses a suspended account', async () => {
    const person = await signUp(t);
    const { credential } = await addPasskey(person.cookies);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user.id));
    expectError(await passkeySignIn(credential), 403, 'FORBIDDEN');
  });
});

describe('removing a passkey', () => {
  it("answers NOT_FOUND for another user's passkey, and leaves it working", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { credential, id } = await addPasskey(owner.cookies);
    expectError(await post(`/api/auth/passkeys/${id}/remove`, { password: other.password }, other.cookies), 404, 'NOT_FOUND');
    expectError(await post(`/api/auth/passkeys/${id}/remove`, {}, other.cookies), 404, 'NOT_FOUND');
    expect((await passkeySignIn(credential)).statusCode).toBe(200);
  });

  it('takes the password, or a sign-in of the last five minutes', async () => {
    const person = await signUp(t);
    const { id } = await addPasskey(person.cookies, 'Old key');
    // The session is fresh: no password needed.
    const fresh = await addPasskey(person.cookies, 'Second key');
    expect((await post(`/api/auth/passkeys/${fresh.id}/remove`, {}, person.cookies)).statusCode).toBe(200);
    // Ten minutes later it is not.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.userId, person.user.id));
    expect(expectError(await post(`/api/auth/passkeys/${id}/remove`, {}, person.cookies), 403, 'FORBIDDEN').message).toBe(PASSKEY_MESSAGES.signInAgain);
    expectError(await post(`/api/auth/passkeys/${id}/remove`, { password: 'Wrong-password1!' }, person.cookies), 400, 'VALIDATION');
    expect((await post(`/api/auth/passkeys/${id}/remove`, { password: person.password }, person.cookies)).statusCode).toBe(200);
    expectError(await post(`/api/auth/passkeys/${id}/remove`, { password: person.password }, person.cookies), 404, 'NOT_FOUND');
  });
});

describe('a Google or Apple account', () => {
  it('adds a passkey and signs in with it, and starts an authenticator app without a password', async () => {
    const person = await signUp(t);
    // As a social sign-up leaves it: a provider's account, no password.
    await t.database.db.delete(accounts).where(and(eq(accounts.userId, person.user.id), eq(accounts.providerId, 'credential')));
    await t.database.db
      .insert(accounts)
      .values({ id: `google-${person.user.id}`, userId: person.user.id, accountId: `google-sub-${person.user.id}`, providerId: 'google' });
    const { credential } = await addPasskey(person.cookies, 'Phone');
    const signedIn = await passkeySignIn(credential);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const setup = await post('/api/auth/two-factor/setup', {}, person.cookies);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json<{ totpUri: string }>().totpUri).toMatch(/^otpauth:\/\/totp\//);
  });
});

describe("the advisors' two-factor prompt at sign-in", () => {
  const prompt = async (cookies: string[]) => {
    const response = await t.request({ method: 'GET', url: '/api/auth/two-factor/prompt', cookies });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ due: boolean }>().due;
  };

  it('asks an advisor until they answer Later, on every device, and never a client', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expect(await prompt(advisor.cookies)).toBe(true);
    expect((await post('/api/auth/two-factor/prompt/postpone', {}, advisor.cookies)).statusCode).toBe(200);
    expect(await prompt(advisor.cookies)).toBe(false);
    const elsewhere = await post('/api/auth/login', { email: advisor.email, password: advisor.password });
    expect(await prompt(cookiesOf(elsewhere))).toBe(false);

    const client = await signUp(t, { role: 'client' });
    expect(await prompt(client.cookies)).toBe(false);
    expectError(await t.request({ method: 'GET', url: '/api/auth/two-factor/prompt' }), 401);
  });

  it('stops asking once the advisor has a passkey', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expect(await prompt(advisor.cookies)).toBe(true);
    await addPasskey(advisor.cookies);
    expect(await prompt(advisor.cookies)).toBe(false);
  });
});
