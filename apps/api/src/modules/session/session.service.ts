import type { TSessionResponse, TUserResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { requireActor } from '../../access/access';
import type { Actor } from '../../access/actor';
import { AppError } from '../../errors/app-error';
import { loadSessionUser } from './session-user';
import { findUserByEmail, findUserName, markWelcomeSeen, setRoleIfUnset } from './user.repository';

export async function getSession(db: Db, actor: Actor | null): Promise<TSessionResponse> {
  return { user: actor ? await loadSessionUser(db, actor.userId) : null };
}

/** The role-selection modal: only a user without a known role may pick one, and never admin. */
export async function chooseRole(db: Db, actor: Actor | null, role: 'client' | 'advisor'): Promise<TUserResponse> {
  const signedIn = requireActor(actor);
  if (signedIn.role || !(await setRoleIfUnset(db, signedIn.userId, role))) {
    throw new AppError('CONFLICT', 'Your account already has a role.');
  }
  return { user: await loadSessionUser(db, signedIn.userId) };
}

/** The welcome splash's Get Started: remembered for the user, so it shows once across devices. */
export async function dismissWelcome(db: Db, actor: Actor | null): Promise<TUserResponse> {
  const signedIn = requireActor(actor);
  await markWelcomeSeen(db, signedIn.userId);
  return { user: await loadSessionUser(db, signedIn.userId) };
}

/** Whether an address already has an account (an invite to it is refused). */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email.trim())) !== null;
}

/** A user's display name ("Ada Lovelace"), for messages sent on their behalf. */
export function getUserName(db: Db, userId: string): Promise<string> {
  return findUserName(db, userId);
}
