import type { TListScenariosQuery, TScenarioListResponse, TScenarioSummary } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { canReadScenario, findConnectedAdvisorIdsFor } from '../../access/scenario-access';
import type { ScenarioDeps } from './scenario-computation.service';
import { viewOf } from './scenario-lookup.service';
import { templateToSummary, toScenarioSummary } from './scenario-mapper';
import { findShares } from './scenario-shares.repository';
import { findSavedTemplateIds, findTemplates } from './scenario-templates.repository';
import { findPublicScenarios, findScenarios } from './scenarios.repository';

type Order = 'recent' | 'impact' | 'rating' | 'newest' | 'catalogue';
type Tab = TListScenariosQuery['tab'];

const TAB_ORDER: Record<Tab, Order> = { saved: 'recent', shared: 'recent', 'top-rated': 'rating', new: 'newest', suggested: 'catalogue' };

const descending = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);
const COMPARATORS: Record<Order, ((a: TScenarioSummary, b: TScenarioSummary) => number) | null> = {
  recent: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  impact: (a, b) => descending(a.retirementScore, b.retirementScore) || b.updatedAt.localeCompare(a.updatedAt),
  rating: (a, b) => descending(a.avgRating, b.avgRating) || b.likes - a.likes,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  catalogue: null,
};

/** Saved: the owner's scenarios; Shared: those public or shared with an advisor. An advisor sees only what is shared with them. */
async function ownerScenarios(deps: ScenarioDeps, viewer: Actor, ownerId: string, query: TListScenariosQuery) {
  const [rows, shares] = await Promise.all([findScenarios(deps.db, { ownerId, search: query.search }), findShares(deps.db, { ownerId })]);
  const connectedAdvisorIds = await findConnectedAdvisorIdsFor(deps.db, viewer, ownerId);
  return rows.flatMap((row) => {
    const sharedWith = shares.filter((share) => share.scenarioId === row.id).map((share) => share.advisorId);
    const facts = { ownerId, isPublic: row.isPublic, sharedWith, connectedAdvisorIds };
    if (!canReadScenario(viewer, facts)) return [];
    const summary = toScenarioSummary(row, viewOf(viewer, facts));
    return query.tab === 'shared' && !summary.isShared ? [] : [summary];
  });
}

/** Top Rated and New: the public catalogue, templates and everyone's public scenarios (cards only). */
async function catalogue(deps: ScenarioDeps, viewer: Actor, search: string | undefined) {
  const [templates, rows] = await Promise.all([findTemplates(deps.db, { search }), findPublicScenarios(deps.db, { search })]);
  const publicView = (ownerId: string) => ({ isOwner: ownerId === viewer.userId, canSeeResults: ownerId === viewer.userId, sharedWith: [] });
  return [...templates.map(templateToSummary), ...rows.map((row) => toScenarioSummary(row, publicView(row.userId)))];
}

/** Suggested: the templates the client has not saved yet, in catalogue order. */
async function suggestions(deps: ScenarioDeps, ownerId: string, search: string | undefined) {
  const [templates, saved] = await Promise.all([findTemplates(deps.db, { search }), findSavedTemplateIds(deps.db, { ownerId })]);
  return templates.filter((template) => !saved.includes(template.id)).map(templateToSummary);
}

/** /client/scenarios: one tab, searched (name or description) and sorted. */
export async function listScenarios(deps: ScenarioDeps, read: ClientDataRead, query: TListScenariosQuery): Promise<TScenarioListResponse> {
  const ownerId = readOwnerFor(read, 'scenarios');
  const viewer = read.actor;
  const items =
    query.tab === 'saved' || query.tab === 'shared'
      ? await ownerScenarios(deps, viewer, ownerId, query)
      : query.tab === 'suggested'
        ? await suggestions(deps, ownerId, query.search)
        : await catalogue(deps, viewer, query.search);
  const compare = COMPARATORS[query.sort ?? TAB_ORDER[query.tab]];
  return { scenarios: compare ? [...items].sort(compare) : items };
}
