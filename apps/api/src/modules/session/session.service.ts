import type { TSessionResponse, TUserResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { AppError } from '../../errors/app-error';
import { loadSessionUser } from './session-user';
import { isKnownRole } from '@finboard/domain';
import * as userRows from './user.repository';

export async function getSession(db: Db, actor: Actor | null): Promise<TSessionResponse> {
  return { user: actor ? await loadSessionUser(db, actor.userId) : null };
}

/** The role-selection modal: only a user without a known role may pick one, and never admin. */
export async function chooseRole(db: Db, actor: Actor, role: 'client' | 'advisor'): Promise<TUserResponse> {
  const signedIn = actor;
  if (signedIn.role || !(await userRows.setRoleIfUnset(db, signedIn.userId, role))) {
    throw new AppError('CONFLICT', 'Your account already has a role.');
  }
  return { user: await loadSessionUser(db, signedIn.userId) };
}

/** The welcome splash's Get Started: remembered for the user, so it shows once across devices. */
export async function dismissWelcome(db: Db, actor: Actor): Promise<TUserResponse> {
  const signedIn = actor;
  await userRows.markWelcomeSeen(db, signedIn.userId);
  return { user: await loadSessionUser(db, signedIn.userId) };
}

/** Whether an address already has an account (an invite to it is refused). */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await userRows.findUserByEmail(db, email.trim())) !== null;
}

/** A user's display name ("Ada Lovelace"), for messages sent on their behalf. */
export function getUserName(db: Db, userId: string): Promise<string> {
  return userRows.findUserName(db, userId);
}

/** The owner of an address, as a mail to them needs it (a registration with a taken address tells them), or null. */
export async function findAccountOwner(db: Db, email: string): Promise<{ id: string; email: string; firstName: string } | null> {
  const row = await userRows.findUserByEmail(db, email);
  return row ? { id: row.id, email: row.email, firstName: row.firstName ?? '' } : null;
}

/**
 * Someone may have registered an address that is not theirs, with a password of their own, before
 * its owner came (no use to them while it stays unverified: verify-first). When the owner then
 * proves the address another way (a provider's verified email linked to the account), that
 * password and any session are dropped, so the account is the owner's alone.
 */
export function dropUnprovenPassword(db: Db, userId: string): Promise<boolean> {
  return userRows.dropUnprovenPassword(db, userId);
}

/** A completed password reset proves the address: the link reached it. */
export function markEmailVerified(db: Db, userId: string): Promise<void> {
  return userRows.markEmailVerified(db, userId);
}

/** The id of the account with this address, or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  return (await userRows.findUserByEmail(db, email))?.id ?? null;
}

/** A user's stored role (null when unknown or no such user), e.g. who may see their files. */
export function findUserRole(db: Db, userId: string): Promise<string | null> {
  return userRows.findUserRole(db, userId);
}

/** A suspended user starts no session (better-auth's session hook asks). */
export function isUserSuspended(db: Db, userId: string): Promise<boolean> {
  return userRows.isUserSuspended(db, userId);
}

/** Which of these sessions are still live (a live stream opened with any other one is ended). */
export function findLiveSessionIds(db: Db, ids: readonly string[]): Promise<string[]> {
  return userRows.findLiveSessionIds(db, ids);
}

/** A session started: the admin list's "last active". */
export function markUserActive(db: Db, userId: string, at: Date): Promise<void> {
  return userRows.markUserActive(db, userId, at);
}

/** The user as the access resolver knows them, read afresh, for work done later on their behalf (a role or verification changed since counts). */
export async function loadActor(db: Db, userId: string): Promise<Actor> {
  const { user } = await userRows.getSessionUserRow(db, userId);
  return { userId: user.id, email: user.email, role: isKnownRole(user.role ?? null) ? (user.role as Actor['role']) : null, emailVerified: user.emailVerified };
}

/** Undoes a registration refused after its account was made (the last place on a plan went to another): nothing is left half made. */
export function removeRefusedRegistration(db: Db, userId: string): Promise<void> {
  return userRows.deleteNewUser(db, userId);
}
