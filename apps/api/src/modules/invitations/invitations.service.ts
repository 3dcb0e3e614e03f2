import { formatLongDate } from '@finboard/domain/format';
import { randomUUID } from 'node:crypto';
import { INVITATIONS_PAGE_SIZE, type TInvitation, type TInvitationsResponse, type TInvitationStatus } from '@finboard/contracts';
import type { Db, InvitationRow } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { AppError, notFound, validationError } from '../../errors/app-error';
import { takeInvitationMailQuota } from '../mail/auth-mail-quota';
import type { MailService } from '../mail/mail.service';
import { getUserName, isEmailRegistered } from '../session/session.service';
import { type InvitationKind, invitationEmail, invitationToExistingAccountEmail } from './invitation-emails';
import { INVITATION_NOT_FOUND, INVITATIONS_PER_DAY_REACHED } from '@finboard/domain/workspace';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import {
  findInvitationByTokenHash,
  findInvitationsOf,
  insertInvitation,
  invitationExistsFor,
  revokePendingInvitation,
  spendInvitation as spendPendingInvitation,
} from './invitations.repository';

export interface InvitationDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
  productName: string;
  /** How long an invitation can be accepted (INVITATION_TTL_DAYS). */
  invitationTtlMs: number;
  /** How many invitations one user may send in a day (INVITATION_MAX_PER_DAY). */
  invitationMaxPerDay: number;
  now: () => Date;
}

export interface InvitationRequest {
  kind: InvitationKind;
  relation?: 'spouse' | 'partner';
  firstName: string;
  lastName: string;
  email: string;
}

// The day's count is kept per rolling day; an hour is a fair first hint of when to try again.
const RETRY_AFTER_SECONDS = 60 * 60;

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The spec's link shapes (spec 01 §5), with the token that alone proves the invitation and the invitee's name prefilled. */
function invitationLinkOf(deps: InvitationDeps, inviterId: string, request: InvitationRequest, token: string): string {
  const link =
    request.kind === 'sub_advisor'
      ? new URL(`${origin(deps.publicUrl)}/register/advisor?inviter=${encodeURIComponent(inviterId)}&inviteType=advisor`)
      : request.kind === 'household'
        ? new URL(`${origin(deps.publicUrl)}/register?inviter=${encodeURIComponent(inviterId)}&inviteType=${request.relation ?? 'spouse'}`)
        : new URL(`${origin(deps.publicUrl)}/register?role=client&source=email`);
  link.searchParams.set('invitation', token);
  for (const field of ['firstName', 'lastName', 'email'] as const) link.searchParams.set(field, request[field]);
  return link.toString();
}

/**
 * Makes an invitation and mails it. The answer is the same whether or not the address has an
 * account: an existing account's owner gets a note instead of a link, and the invitation stays
 * pending until it expires, as any unanswered one does.
 */
export async function sendInvitation(deps: InvitationDeps, inviterId: string, request: InvitationRequest): Promise<{ sentTo: string }> {
  if (!(await takeInvitationMailQuota(deps.db, deps.invitationMaxPerDay, inviterId)))
    throw new AppError('RATE_LIMITED', INVITATIONS_PER_DAY_REACHED, undefined, RETRY_AFTER_SECONDS);
  const email = request.email.trim().toLowerCase();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.invitationTtlMs);
  const { token, tokenHash } = newInvitationToken();
  await insertInvitation(deps.db, {
    id: randomUUID(),
    inviterId,
    kind: request.kind,
    relation: request.kind === 'household' ? (request.relation ?? 'spouse') : null,
    email,
    firstName: request.firstName,
    lastName: request.lastName,
    tokenHash,
    createdAt: now,
    expiresAt,
  });
  const mail = {
    kind: request.kind,
    relation: request.relation ?? null,
    productName: deps.productName,
    publicUrl: origin(deps.publicUrl),
    inviterName: await getUserName(deps.db, inviterId),
    to: { email, firstName: request.firstName },
    link: invitationLinkOf(deps, inviterId, { ...request, email }, token),
    expiresOn: formatLongDate(expiresAt),
  };
  const existing = await isEmailRegistered(deps.db, email);
  await deps.mail.sendOrThrow({ ...(existing ? invitationToExistingAccountEmail(mail) : invitationEmail(mail)), userId: inviterId });
  return { sentTo: request.email };
}

export function invitationStatusOf(row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): TInvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

const toInvitation = (row: InvitationRow, now: Date): TInvitation => ({
  id: row.id,
  kind: row.kind,
  relation: row.relation,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: invitationStatusOf(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/** A page of the invitations the signed-in user has sent (of one kind, or all), with their state. */
export async function listInvitations(
  deps: Pick<InvitationDeps, 'db' | 'now'>,
  actor: Actor,
  query: { kind?: InvitationRow['kind'] | undefined; page: number },
): Promise<TInvitationsResponse> {
  const inviter = actor;
  const now = deps.now();
  const pageSize = INVITATIONS_PAGE_SIZE;
  const { rows, total } = await findInvitationsOf(deps.db, inviter.userId, { kind: query.kind, limit: pageSize, offset: (query.page - 1) * pageSize });
  return { invitations: rows.map((row) => toInvitation(row, now)), total, page: query.page, pageSize };
}

/** Withdraws a pending invitation of the signed-in user's; another's is not found, a spent or expired one stays as it is. */
export async function revokeInvitation(deps: Pick<InvitationDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<void> {
  const inviter = actor;
  if (await revokePendingInvitation(deps.db, { inviterId: inviter.userId, id, now: deps.now() })) return;
  if (!(await invitationExistsFor(deps.db, inviter.userId, id))) throw notFound(INVITATION_NOT_FOUND);
  throw validationError('Only a pending invitation can be withdrawn.');
}

/** The invitation a link's token stands for, whatever its state (the caller judges it with invitationStatusOf). */
export function findInvitation(db: Db, token: string): Promise<InvitationRow | null> {
  return findInvitationByTokenHash(db, hashInvitationToken(token));
}

/** Spends a pending invitation for the account that accepts it (run it in the transaction that grants what it offers). */
export function spendInvitation(db: Db, spend: { id: string; userId: string; now: Date }): Promise<boolean> {
  return spendPendingInvitation(db, spend);
}
