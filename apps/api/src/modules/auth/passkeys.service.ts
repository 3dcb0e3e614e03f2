import { randomUUID } from 'node:crypto';
import type {
  TPasskeyOptionsResponse,
  TPasskeyRegisterRequest,
  TPasskeyRemoveRequest,
  TPasskeySignInRequest,
  TPasskeysResponse,
  TPasskey,
  TSessionUser,
} from '@finboard/contracts';
import { PASSKEY_CHALLENGE_MS, PASSKEY_MESSAGES as M } from '@finboard/domain';
import { isRecentSignIn } from '@finboard/domain/portability';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Actor } from '../../access/actor';
import { AppError, forbidden, notFound, validationError } from '../../errors/app-error';
import { loadSessionUser } from '../session/session-user';
import type { AuthDeps, AuthOutcome } from './auth.service';
import { callBetterAuth } from './better-auth-errors';
import {
  deletePasskeyOf,
  findPasskeyByCredentialId,
  findPasskeysOf,
  insertChallenge,
  insertPasskey,
  markPasskeyUsed,
  type PasskeyRow,
  takeChallenge,
} from './passkeys.repository';
import { findSessionStart, isAccountPassword } from './reauthentication.service';
import { tellOwnerOfSecurityChange } from './security-notices';
import { afterSignIn } from './two-factor.service';

/**
 * The relying party is the site itself: its id is PUBLIC_URL's host name and every answer must come
 * from PUBLIC_URL's origin (a passkey made for another site is never accepted here).
 */
function relyingParty(deps: AuthDeps) {
  const url = new URL(deps.registrationMail.publicUrl);
  return { id: url.hostname, origin: url.origin, name: deps.registrationMail.productName };
}

const now = (deps: AuthDeps) => deps.throttle.now();

const toPasskey = (row: PasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  synced: row.deviceType === 'multiDevice' && row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(',') : undefined);

export async function listPasskeys(deps: AuthDeps, actor: Actor): Promise<TPasskeysResponse> {
  const { userId } = actor;
  return { passkeys: (await findPasskeysOf(deps.db, userId)).map(toPasskey) };
}

async function newChallenge(deps: AuthDeps, purpose: 'registration' | 'authentication', userId: string | null, challenge: string): Promise<string> {
  const id = randomUUID();
  const at = now(deps);
  await insertChallenge(deps.db, { id, purpose, userId, challenge, expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_MS) }, at);
  return id;
}

/**
 * 'Add a passkey', first step: the browser's options. A discoverable credential (so the login page
 * needs no email) with user verification required; the user's passkeys already added are excluded,
 * so one authenticator is not added twice.
 */
export async function startRegistration(deps: AuthDeps, actor: Actor): Promise<TPasskeyOptionsResponse> {
  const { userId } = actor;
  const user = await loadSessionUser(deps.db, userId);
  const rp = relyingParty(deps);
  const existing = await findPasskeysOf(deps.db, userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: new TextEncoder().encode(userId),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_MS,
  });
  return { challengeId: await newChallenge(deps, 'registration', userId, options.challenge), options: { ...options } };
}

/** 'Add a passkey', second step: the authenticator's answer to this user's own challenge, checked once. */
export async function finishRegistration(deps: AuthDeps, actor: Actor, input: TPasskeyRegisterRequest): Promise<TPasskey> {
  const { userId } = actor;
  if (!input.name) throw validationError(M.nameRequired, 'name');
  const challenge = await takeChallenge(deps.db, { id: input.challengeId, purpose: 'registration', userId }, now(deps));
  if (!challenge) throw validationError(M.challengeExpired);
  const rp = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw validationError(M.notAdded);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const row = {
    id: randomUUID(),
    userId,
    name: input.name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    createdAt: now(deps),
  };
  if (!(await insertPasskey(deps.db, row))) throw new AppError('CONFLICT', M.alreadyAdded);
  await tellOwnerOfSecurityChange({ ...deps.registrationMail, db: deps.db }, await loadSessionUser(deps.db, userId), 'passkey-added');
  return toPasskey({ ...row, lastUsedAt: null });
}

/**
 * Removing one takes proof that the owner is there: the password, or a sign-in of the last five
 * minutes (a Google or Apple account has no password). Another user's passkey is NOT_FOUND.
 */
export async function removePasskey(deps: AuthDeps, actor: Actor, id: string, input: TPasskeyRemoveRequest): Promise<{ ok: true }> {
  const signedIn = actor;
  const own = (await findPasskeysOf(deps.db, signedIn.userId)).some((row) => row.id === id);
  if (!own) throw notFound(M.notFound);
  if (input.password) {
    if (!(await isAccountPassword(deps.db, signedIn.userId, input.password))) throw validationError(M.passwordIncorrect, 'password');
  } else {
    const startedAt = signedIn.sessionId ? await findSessionStart(deps.db, signedIn.userId, signedIn.sessionId) : null;
    if (!startedAt || !isRecentSignIn(startedAt, now(deps))) throw forbidden(M.signInAgain);
  }
  if (!(await deletePasskeyOf(deps.db, signedIn.userId, id))) throw notFound(M.notFound);
  await tellOwnerOfSecurityChange({ ...deps.registrationMail, db: deps.db }, await loadSessionUser(deps.db, signedIn.userId), 'passkey-removed');
  return { ok: true };
}

/** 'Sign in with a passkey', first step: a challenge for any of this site's passkeys (the browser offers them). */
export async function startAuthentication(deps: AuthDeps): Promise<TPasskeyOptionsResponse> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(deps).id, userVerification: 'required', timeout: PASSKEY_CHALLENGE_MS });
  return { challengeId: await newChallenge(deps, 'authentication', null, options.challenge), options: { ...options } };
}

/**
 * 'Sign in with a passkey', second step: the challenge is spent first (a replayed answer finds it
 * gone), then the signature is checked against the stored public key with user verification
 * required, so the passkey stands for both factors: no password and no code follow. The session is
 * better-auth's own (passkey-session.ts). Every refusal reads the same.
 */
export async function signInWithPasskey(deps: AuthDeps, input: TPasskeySignInRequest, headers: Headers): Promise<AuthOutcome<{ user: TSessionUser }>> {
  const refused = () => new AppError('UNAUTHENTICATED', M.signInFailed);
  const challenge = await takeChallenge(deps.db, { id: input.challengeId, purpose: 'authentication', userId: null }, now(deps));
  if (!challenge) throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  const passkey = await findPasskeyByCredentialId(deps.db, input.credential.id);
  if (!passkey) throw refused();
  const userHandle = input.credential.response.userHandle;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.userId) throw refused();
  const rp = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  if (!(await markPasskeyUsed(deps.db, { id: passkey.id, readCounter: passkey.counter, newCounter: verification.authenticationInfo.newCounter }, now(deps))))
    throw refused();
  const { setCookies } = await callBetterAuth(() => deps.auth.api.startPasskeySession({ body: { userId: passkey.userId }, headers, returnHeaders: true }));
  const user = await loadSessionUser(deps.db, passkey.userId);
  return { body: { user }, setCookies: [...setCookies, ...(await afterSignIn(deps, user, headers))] };
}
