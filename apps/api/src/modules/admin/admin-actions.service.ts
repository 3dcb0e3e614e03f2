import type { TAdminAction, TAdminActionResponse } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import { AppError, notFound, validationError } from '../../errors/app-error';
import { sendVerificationEmailTo } from '../auth/auth.service';
import type { AdminDeps } from './admin-deps';
import {
  type AdminUserRow,
  countRoleTies,
  deleteSessionsOf,
  findUser,
  insertAuditEntry,
  lockUser,
  setRole,
  setSuspendedAt,
  type Tx,
} from './admin-accounts.repository';

type UserRow = NonNullable<AdminUserRow>;

const USER_NOT_FOUND = 'User not found';

function answer(user: UserRow, message: string): TAdminActionResponse {
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      suspendedAt: user.suspendedAt?.toISOString() ?? null,
    },
    message,
  };
}

/**
 * One admin action on one user, in one transaction: the user is locked, `change` checks and acts,
 * the audit row is written with it (an action without its row never commits). Afterwards the
 * session cache forgets the user on every instance, so a cached lookup does not outlive the change.
 */
async function act(
  deps: AdminDeps,
  actor: Actor,
  targetId: string,
  action: TAdminAction,
  reason: string,
  change: (tx: Tx, user: UserRow, at: Date) => Promise<{ user: UserRow; message: string; details?: Record<string, string> }>,
): Promise<TAdminActionResponse> {
  const admin = actor;
  if (targetId === admin.userId) throw validationError('You cannot do this to your own account.');
  const at = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, targetId);
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts are not changed here.');
    const result = await change(tx, user, at);
    await insertAuditEntry(tx, { adminId: admin.userId, targetUserId: targetId, action, reason, details: result.details ?? null, at });
    return result;
  });
  await deps.sessions.forgetUser(targetId);
  // A suspended (or restored, or re-roled) advisor leaves (or joins) the directory: no reused search shows them.
  deps.directorySearches.clear();
  return answer(outcome.user, outcome.message);
}

/** Suspends an account: its sessions end at once and it cannot sign in (better-auth's session hook refuses). */
export function suspendUser(deps: AdminDeps, actor: Actor, targetId: string, reason: string) {
  return act(deps, actor, targetId, 'suspend', reason, async (tx, user, at) => {
    if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is already suspended.');
    await setSuspendedAt(tx, user.id, at);
    const ended = await deleteSessionsOf(tx, user.id);
    return {
      user: { ...user, suspendedAt: at },
      message: `${user.email} is suspended; ${ended} session${ended === 1 ? '' : 's'} ended.`,
      details: { sessionsEnded: String(ended) },
    };
  });
}

export function restoreUser(deps: AdminDeps, actor: Actor, targetId: string, reason: string) {
  return act(deps, actor, targetId, 'restore', reason, async (tx, user) => {
    if (!user.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended.');
    await setSuspendedAt(tx, user.id, null);
    return { user: { ...user, suspendedAt: null }, message: `${user.email} is restored and can sign in again.` };
  });
}

/** Client ↔ advisor, only for a user nothing ties to the old role (links, a subscription, sub-advisors). */
export function changeUserRole(deps: AdminDeps, actor: Actor, targetId: string, role: 'client' | 'advisor', reason: string) {
  return act(deps, actor, targetId, 'change-role', reason, async (tx, user) => {
    if (user.role === role) throw new AppError('CONFLICT', `This user is already ${role === 'client' ? 'a client' : 'an advisor'}.`);
    if (user.parentId) throw new AppError('CONFLICT', 'A sub-advisor belongs to a firm: remove them from the firm first.');
    const ties = await countRoleTies(tx, user.id);
    if (ties.links > 0) throw new AppError('CONFLICT', 'This user has pending or connected client–advisor links: they must be disconnected first.');
    if (ties.subscriptions > 0) throw new AppError('CONFLICT', 'This user has a live subscription: it must be canceled first.');
    if (ties.subAdvisors > 0) throw new AppError('CONFLICT', 'This advisor has sub-advisors: remove them first.');
    await setRole(tx, user.id, role);
    return {
      user: { ...user, role },
      message: `${user.email} is now ${role === 'client' ? 'a client' : 'an advisor'}.`,
      details: { from: user.role ?? 'none', to: role },
    };
  });
}

/** Sends the verification email again through better-auth (the mail service and outbox), then audits it. */
export async function resendVerification(deps: AdminDeps, actor: Actor, targetId: string, reason: string): Promise<TAdminActionResponse> {
  const admin = actor;
  const user = await findUser(deps.db, targetId);
  if (!user) throw notFound(USER_NOT_FOUND);
  if (user.emailVerified) throw new AppError('CONFLICT', 'This email is already verified.');
  if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is suspended: restore it first.');
  await sendVerificationEmailTo(deps.auth, user.email);
  await insertAuditEntry(deps.db, { adminId: admin.userId, targetUserId: user.id, action: 'resend-verification', reason, at: deps.now() });
  return answer(user, `A new verification link was sent to ${user.email}.`);
}
