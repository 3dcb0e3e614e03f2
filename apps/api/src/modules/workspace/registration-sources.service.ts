import { randomUUID } from 'node:crypto';
import type { TCreateSourceRequest, TRegistrationSource, TRenewSourceRequest, TRegistrationSourcesResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { calendarDateIn } from '@finboard/domain/calendar';
import { BUILT_IN_SOURCES, isBuiltInSource, registrationLinkOf, SOURCE_MESSAGES, sourceKey, sourceNameProblem } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { notFound, validationError } from '../../errors/app-error';
import { isRegistrationLinkSignatureValid, type RegistrationLinkClaims, signRegistrationLink } from '../invitations/registration-link-signature';
import { deleteSource, findSources, insertSource, type SourceRow, updateSourceExpiry } from './registration-sources.repository';

export interface SourcesDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** Signs the links (config.registrationLinkKey): registration trusts an advisor's link only with it. */
  linkKey: Buffer;
}

// A link's expiry is its last day, in UTC, as registration checks it (auth/registration-context.service.ts).
const isExpired = (expiryDate: string | null, now: Date) => expiryDate !== null && expiryDate < calendarDateIn('UTC', now);

function signedLinkOf(deps: SourcesDeps, advisorId: string, source: string, expiryDate: string | null): string {
  const signature = signRegistrationLink(deps.linkKey, { advisorId, source, expiryDate });
  return registrationLinkOf({ origin: deps.publicUrl, advisorId, source, expiryDate, signature });
}

function toSource(deps: SourcesDeps, advisorId: string, row: SourceRow, now: Date): TRegistrationSource {
  const expired = isExpired(row.expiryDate, now);
  // An expired link is not handed out (registration would refuse it anyway): renewing signs a new one.
  return {
    id: row.id,
    name: row.name,
    isBuiltIn: false,
    expiryDate: row.expiryDate,
    isExpired: expired,
    link: expired ? null : signedLinkOf(deps, advisorId, row.name, row.expiryDate),
  };
}

const builtInsOf = (deps: SourcesDeps, advisorId: string): TRegistrationSource[] =>
  BUILT_IN_SOURCES.map((name) => ({ id: null, name, isBuiltIn: true, expiryDate: null, isExpired: false, link: signedLinkOf(deps, advisorId, name, null) }));

/** Client Linking's step 2: the built-in sources, then the advisor's own, each with its signed link. */
export async function listSources(deps: SourcesDeps, actor: Actor): Promise<TRegistrationSourcesResponse> {
  const advisor = requireRole(actor, 'advisor');
  const now = deps.now();
  return {
    sources: [
      ...builtInsOf(deps, advisor.userId),
      ...(await findSources(deps.db, { ownerId: advisor.userId })).map((row) => toSource(deps, advisor.userId, row, now)),
    ],
  };
}

/** The names an advisor's links may carry (for the dashboard's source filter). */
export async function findSourceNames(db: Db, advisorId: string): Promise<string[]> {
  return [...BUILT_IN_SOURCES, ...(await findSources(db, { ownerId: advisorId })).map((row) => row.name)];
}

/**
 * Whether an advisor made this link: its signature, or, for a link shared before links were signed,
 * a custom source the advisor saved with that very name and expiry. A built-in source's unsigned
 * link proves nothing: anyone could write one for any advisor.
 */
export async function isRegistrationLinkProved(db: Db, linkKey: Buffer, claims: RegistrationLinkClaims, signature: string | undefined): Promise<boolean> {
  if (signature) return isRegistrationLinkSignatureValid(linkKey, claims, signature);
  if (isBuiltInSource(claims.source)) return false;
  const saved = await findSources(db, { ownerId: claims.advisorId });
  return saved.some((row) => sourceKey(row.name) === sourceKey(claims.source) && row.expiryDate === claims.expiryDate);
}

export async function createSource(deps: SourcesDeps, actor: Actor, input: TCreateSourceRequest): Promise<TRegistrationSource> {
  const advisor = requireRole(actor, 'advisor');
  const existing = await findSources(deps.db, { ownerId: advisor.userId });
  const problem = sourceNameProblem(
    input.name,
    existing.map((row) => row.name),
  );
  if (problem) throw validationError(problem, 'name');
  const row = await insertSource(deps.db, { id: randomUUID(), userId: advisor.userId, name: input.name, expiryDate: input.expiryDate ?? null });
  if (!row) throw validationError(SOURCE_MESSAGES.duplicate, 'name');
  return toSource(deps, advisor.userId, row, deps.now());
}

export async function removeSource(deps: SourcesDeps, actor: Actor, id: string): Promise<void> {
  const advisor = requireRole(actor, 'advisor');
  if (!(await deleteSource(deps.db, { ownerId: advisor.userId, id }))) throw notFound('Source does not exist!');
}

/** Renews the advisor's own link with a new last day (today or later) or none; another advisor's is not found. */
export async function renewSource(deps: SourcesDeps, actor: Actor, id: string, input: TRenewSourceRequest): Promise<TRegistrationSource> {
  const advisor = requireRole(actor, 'advisor');
  const now = deps.now();
  if (isExpired(input.expiryDate, now)) throw validationError(SOURCE_MESSAGES.expiryPast, 'expiryDate');
  const row = await updateSourceExpiry(deps.db, { ownerId: advisor.userId, id }, input.expiryDate);
  if (!row) throw notFound('Source does not exist!');
  return toSource(deps, advisor.userId, row, now);
}
