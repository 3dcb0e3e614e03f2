import type { TScenario, TScenarioResponse } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import type { ClientDataWrite } from '../../access/client-data-write';
import { requireVerified } from '../../access/client-data-access';
import { canReadScenario, canSeeScenarioResults, findConnectedAdvisorIdsFor, type ScenarioFacts } from '../../access/scenario-access';
import { forbidden, notFound } from '../../errors/app-error';
import { refreshIfStale, type ScenarioDeps } from './scenario-computation.service';
import { type ScenarioView, templateToScenario, toScenario } from './scenario-mapper';
import { findShares } from './scenario-shares.repository';
import { findTemplate, type ScenarioTemplateRow } from './scenario-templates.repository';
import { findOwnScenario, type ScenarioRow, unsafeFindScenario } from './scenarios.repository';

export const SCENARIO_NOT_FOUND = 'Scenario not found';
export const CHANGE_REFUSED = 'A public scenario cannot be changed: save a copy to make it your own.';
export const REMOVE_REFUSED = 'A public scenario cannot be removed.';

export type ReadableScenario = { kind: 'scenario'; row: ScenarioRow; view: ScenarioView } | { kind: 'template'; template: ScenarioTemplateRow };

/** The facts access/scenario-access.ts decides on, and how the viewer sees the scenario. */
export function viewOf(viewer: Actor, facts: ScenarioFacts): ScenarioView {
  return { isOwner: viewer.userId === facts.ownerId, canSeeResults: canSeeScenarioResults(viewer, facts), sharedWith: facts.sharedWith };
}

/**
 * A scenario or template the caller may read; anything else is NOT_FOUND, as if it did not exist.
 * Scenarios are financial data, so an unverified caller is refused like on every other client-data read.
 */
export async function loadReadable(deps: ScenarioDeps, actor: Actor, id: string): Promise<ReadableScenario> {
  const viewer = requireVerified(actor);
  const row = await unsafeFindScenario(deps.db, id);
  if (row) {
    const sharedWith = (await findShares(deps.db, { ownerId: row.userId, scenarioId: row.id })).map((share) => share.advisorId);
    const connectedAdvisorIds = await findConnectedAdvisorIdsFor(deps.db, viewer, row.userId);
    const facts: ScenarioFacts = { ownerId: row.userId, isPublic: row.isPublic, sharedWith, connectedAdvisorIds };
    if (!canReadScenario(viewer, facts)) throw notFound(SCENARIO_NOT_FOUND);
    return { kind: 'scenario', row, view: viewOf(viewer, facts) };
  }
  const template = await findTemplate(deps.db, id);
  if (!template) throw notFound(SCENARIO_NOT_FOUND);
  return { kind: 'template', template };
}

/**
 * The caller's own scenario, to change. An advisor never has a write decision (access/client-data-write.ts); a public template
 * or someone else's public scenario is FORBIDDEN with `refusal`; anything else is NOT_FOUND.
 */
export async function loadWritable(deps: ScenarioDeps, write: ClientDataWrite, id: string, refusal: string) {
  const ownerId = write.ownerId;
  const row = await findOwnScenario(deps.db, { ownerId, id });
  if (row) {
    const sharedWith = (await findShares(deps.db, { ownerId, scenarioId: id })).map((share) => share.advisorId);
    return { ownerId, row, sharedWith };
  }
  if (await findTemplate(deps.db, id)) throw forbidden(refusal);
  if ((await unsafeFindScenario(deps.db, id))?.isPublic) throw forbidden(refusal);
  throw notFound(SCENARIO_NOT_FOUND);
}

/** The full scenario for its reader; results follow the client's current data (see refreshIfStale). */
export async function presentScenario(deps: ScenarioDeps, readable: ReadableScenario): Promise<TScenario> {
  if (readable.kind === 'template') return templateToScenario(readable.template);
  const { row, view } = readable;
  return toScenario(view.canSeeResults ? await refreshIfStale(deps, row, view.isOwner) : row, view);
}

export function ownScenarioResponse(row: ScenarioRow, sharedWith: readonly string[]): TScenarioResponse {
  return { scenario: toScenario(row, { isOwner: true, canSeeResults: true, sharedWith }) };
}
