import { randomUUID } from 'node:crypto';
import type { TClientsHandOverRequest, TClientsHandOverResponse, TDeleteAccountRequest, TDeleteAccountResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { advisorDeletionRefusal, isEmailConfirmed, PORTABILITY_MESSAGES, reauthRefusal, type ReauthProof } from '@finboard/domain/portability';
import type { Actor } from '../../access/actor';
import { AppError, forbidden, notFound, validationError } from '../../errors/app-error';
import { commitWithEvents } from '../../events/commit-with-events';
import { queueConnectionBilling } from '../billing/connection-usage.job';
import { findSessionStart, hasPassword, isAccountPassword } from '../auth/reauthentication.service';
import { disconnectAllClients, findHandOverTargets, handOverClients } from '../connections/client-hand-over.service';
import type { ConnectionDeps } from '../connections/connections.service';
import { emailKey } from '../auth/sign-in-throttle';
import { type AccountToDelete, eraseAccountRows, findAdvisorTies, findAfterCommitWork, lockAccount, retainLegalRecords } from './account-deletion.repository';
import { queueDeletionFollowUps } from './deletion-follow-ups.job';

export interface DeletionDeps {
  db: Db;
  now: () => Date;
}

/** The password where the account has one; otherwise (Google or Apple only) a session started in the last 5 minutes. */
export async function proveItIsThem(deps: DeletionDeps, actor: Actor, password: string | undefined): Promise<void> {
  let proof: ReauthProof;
  if (await hasPassword(deps.db, actor.userId)) {
    if (!password) throw validationError(PORTABILITY_MESSAGES.passwordRequired, 'password');
    proof = { kind: 'password', passwordMatches: await isAccountPassword(deps.db, actor.userId, password) };
  } else {
    const startedAt = actor.sessionId ? await findSessionStart(deps.db, actor.userId, actor.sessionId) : null;
    proof = { kind: 'recent-session', sessionStartedAt: startedAt ?? new Date(0), now: deps.now() };
  }
  const refusal = reauthRefusal(proof);
  if (refusal) throw proof.kind === 'password' ? validationError(refusal, 'password') : forbidden(refusal);
}

/**
 * Before an advisor's deletion: every connected client disconnected at once, proved as deletion is,
 * since one request ends the advisor's whole book.
 */
export async function disconnectAllClientsProved(
  deps: DeletionDeps & ConnectionDeps,
  actor: Actor,
  password: string | undefined,
): Promise<TClientsHandOverResponse> {
  await proveItIsThem(deps, actor, password);
  return disconnectAllClients(deps, actor);
}

/** Before an advisor's deletion: every connected client handed to another advisor of the firm, proved as deletion is. */
export async function handOverClientsProved(
  deps: DeletionDeps & ConnectionDeps,
  actor: Actor,
  { toAdvisorId, password }: TClientsHandOverRequest,
): Promise<TClientsHandOverResponse> {
  await proveItIsThem(deps, actor, password);
  return handOverClients(deps, actor, toAdvisorId);
}

const fullName = (account: AccountToDelete) => `${account.firstName} ${account.lastName}`.trim() || 'A client';

/**
 * 'Delete my account'. The database part is one transaction: the records the law keeps are moved onto
 * a deleted-account id, every other row goes, and the work outside the database (the provider's items
 * revoked, files removed, the billing customer deleted) is queued in it as jobs, which run after the
 * commit and are retried until done; each connected advisor's bell follows its ClientAccountClosed event. The user's sessions go with their rows, so every
 * device is signed out; this instance's session cache forgets them as the answer leaves (the session plugin).
 */
export async function deleteAccount(deps: DeletionDeps, actor: Actor, input: TDeleteAccountRequest): Promise<TDeleteAccountResponse> {
  const signedIn = actor;
  if (signedIn.role === 'admin') throw forbidden(PORTABILITY_MESSAGES.adminRefused);
  if (!isEmailConfirmed(input.email, signedIn.email)) throw validationError(PORTABILITY_MESSAGES.emailMismatch, 'email');
  await proveItIsThem(deps, signedIn, input.password);
  const at = deps.now();
  await commitWithEvents(deps.db, async (tx, events) => {
    const account = await lockAccount(tx, signedIn.userId);
    if (!account) throw notFound();
    if (account.role === 'advisor') {
      const firmAdvisors = (await findHandOverTargets(tx, account.id)).map((advisor) => advisor.name);
      const refusal = advisorDeletionRefusal({ ...(await findAdvisorTies(tx, account.id)), firmAdvisors });
      if (refusal) throw new AppError('CONFLICT', refusal);
    }
    const work = await findAfterCommitWork(tx, account.id);
    const deletedAccountId = randomUUID();
    await retainLegalRecords(tx, account, { id: deletedAccountId, at });
    await eraseAccountRows(tx, account, emailKey(account.email));
    // The advisors' extra-client counts follow the links, which are gone now (counted when the job runs).
    for (const advisorId of work.connectedAdvisorIds) await queueConnectionBilling(tx, { advisorId, clientId: deletedAccountId, accepted: false });
    await queueDeletionFollowUps(tx, deletedAccountId, work);
    // Recorded after the erasure (which drops events naming the user): they name the deleted-account id only.
    for (const advisorId of work.connectedAdvisorIds)
      await events.record({ type: 'ClientAccountClosed', deletedAccountId, advisorId, clientName: fullName(account) }, at);
  });
  return { deleted: true, message: PORTABILITY_MESSAGES.deleted };
}
