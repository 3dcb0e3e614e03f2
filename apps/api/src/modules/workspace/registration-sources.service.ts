import { randomUUID } from 'node:crypto';
import type { TCreateSourceRequest, TRegistrationSource, TRegistrationSourcesResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { calendarDateIn } from '@finboard/domain/calendar';
import { BUILT_IN_SOURCES, SOURCE_MESSAGES, sourceNameProblem } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { notFound, validationError } from '../../errors/app-error';
import { deleteSource, findSources, insertSource, type SourceRow } from './registration-sources.repository';

export interface SourcesDeps {
  db: Db;
  now: () => Date;
}

// A link's expiry is its last day, in UTC, as registration checks it (auth/registration-context.service.ts).
const isExpired = (expiryDate: string | null, now: Date) => expiryDate !== null && expiryDate < calendarDateIn('UTC', now);

const toSource = (row: SourceRow, now: Date): TRegistrationSource => ({ id: row.id, name: row.name, isBuiltIn: false, expiryDate: row.expiryDate, isExpired: isExpired(row.expiryDate, now) });

const builtIns: TRegistrationSource[] = BUILT_IN_SOURCES.map((name) => ({ id: null, name, isBuiltIn: true, expiryDate: null, isExpired: false }));

/** Client Linking's step 2: the built-in sources, then the advisor's own. */
export async function listSources(deps: SourcesDeps, actor: Actor | null): Promise<TRegistrationSourcesResponse> {
  const advisor = requireRole(actor, 'advisor');
  const now = deps.now();
  return { sources: [...builtIns, ...(await findSources(deps.db, { ownerId: advisor.userId })).map((row) => toSource(row, now))] };
}

/** The names an advisor's links may carry (for the dashboard's source filter). */
export async function findSourceNames(db: Db, advisorId: string): Promise<string[]> {
  return [...BUILT_IN_SOURCES, ...(await findSources(db, { ownerId: advisorId })).map((row) => row.name)];
}

export async function createSource(deps: SourcesDeps, actor: Actor | null, input: TCreateSourceRequest): Promise<TRegistrationSource> {
  const advisor = requireRole(actor, 'advisor');
  const existing = await findSources(deps.db, { ownerId: advisor.userId });
  const problem = sourceNameProblem(input.name, existing.map((row) => row.name));
  if (problem) throw validationError(problem, 'name');
  const row = await insertSource(deps.db, { id: randomUUID(), userId: advisor.userId, name: input.name, expiryDate: input.expiryDate ?? null });
  if (!row) throw validationError(SOURCE_MESSAGES.duplicate, 'name');
  return toSource(row, deps.now());
}

export async function removeSource(deps: SourcesDeps, actor: Actor | null, id: string): Promise<void> {
  const advisor = requireRole(actor, 'advisor');
  if (!(await deleteSource(deps.db, { ownerId: advisor.userId, id }))) throw notFound('Source does not exist!');
}
