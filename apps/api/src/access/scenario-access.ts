import type { Db } from '@finboard/db';
import { forbidden } from '../errors/app-error';
import type { Actor } from './actor';
import { findConnectedAdvisorIds } from './grants.repository';

/** What decides who may see a scenario. */
export interface ScenarioFacts {
  ownerId: string;
  isPublic: boolean;
  /** Advisors the owner shared it with. */
  sharedWith: readonly string[];
  /** Advisors connected to the owner right now: a share counts only while the link holds. */
  connectedAdvisorIds: readonly string[];
}

export const SHARE_REFUSED_MESSAGE = 'You can share a scenario only with an advisor you are connected to.';

function isSharedWithConnectedAdvisor(actor: Actor, scenario: ScenarioFacts): boolean {
  return actor.role === 'advisor' && scenario.sharedWith.includes(actor.userId) && scenario.connectedAdvisorIds.includes(actor.userId);
}

/**
 * The owner and the connected advisors it is shared with see all of a scenario, its results and
 * the client data they came from. Anyone else sees nothing.
 */
export function canSeeScenarioResults(actor: Actor, scenario: ScenarioFacts): boolean {
  return actor.userId === scenario.ownerId || isSharedWithConnectedAdvisor(actor, scenario);
}

/** A public scenario is a card anyone signed in may read and save a copy of: name, pictures, inputs, never results. */
export function canReadScenario(actor: Actor, scenario: ScenarioFacts): boolean {
  return scenario.isPublic || canSeeScenarioResults(actor, scenario);
}

/** Giving access: only to an advisor connected to the client (a disconnected or unknown one is refused). */
export function requireShareableAdvisor(connectedAdvisorIds: readonly string[], advisorId: string): void {
  if (!connectedAdvisorIds.includes(advisorId)) throw forbidden(SHARE_REFUSED_MESSAGE);
}

/**
 * Advisors connected to a scenario's owner right now, the fact a share is weighed against. Read here,
 * by access, so no service reads the grants itself; the owner's own reads never need it.
 */
export function findConnectedAdvisorIdsFor(db: Db, viewer: Actor, ownerId: string): Promise<string[]> {
  return viewer.userId === ownerId ? Promise.resolve([]) : findConnectedAdvisorIds(db, ownerId);
}

/** Giving access (sharing): the advisor must be connected to the owner now. */
export async function requireConnectedAdvisorToShareWith(db: Db, ownerId: string, advisorId: string): Promise<void> {
  requireShareableAdvisor(await findConnectedAdvisorIds(db, ownerId), advisorId);
}
