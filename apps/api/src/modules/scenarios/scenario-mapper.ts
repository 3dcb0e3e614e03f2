import type { TScenario, TScenarioComputation, TScenarioSummary } from '@finboard/contracts';
import { scenarioTitle } from '@finboard/domain';
import type { ScenarioTemplateRow } from './scenario-templates.repository';
import type { ScenarioRow } from './scenarios.repository';
import { storedAssumptions, storedBasis, storedInputs, storedIssue, storedResults, storedTemplateInputs, storedThumbnailFileIds } from './stored-scenario';

export const thumbnailUrl = (scenarioId: string, fileId: string) => `/api/scenarios/${scenarioId}/thumbnails/${fileId}`;

/** How the caller sees a scenario (decided by access/scenario-access.ts). */
export interface ScenarioView {
  isOwner: boolean;
  canSeeResults: boolean;
  /** The advisors it is shared with (all of them, to tell whether it is shared at all). */
  sharedWith: readonly string[];
}

export function toScenarioSummary(row: ScenarioRow, view: ScenarioView): TScenarioSummary {
  return {
    id: row.id,
    // A title stating other inputs than the saved ones ('Retire at 67' saved at 69) states the saved ones.
    name: scenarioTitle(row.name, storedInputs(row)),
    description: row.description,
    type: row.type,
    calculator: row.calculator,
    thumbnails: storedThumbnailFileIds(row).map((fileId) => ({ fileId, url: thumbnailUrl(row.id, fileId) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isPublic: row.isPublic,
    isPublicScenario: false,
    isShared: row.isPublic || view.sharedWith.length > 0,
    isOwner: view.isOwner,
    avgRating: row.avgRating,
    likes: row.likes,
    retirementScore: view.canSeeResults ? row.retirementScore : null,
  };
}

function toComputation(row: ScenarioRow): TScenarioComputation {
  return {
    seed: row.seed,
    paths: row.paths,
    assumptions: storedAssumptions(row),
    basis: storedBasis(row),
    computedAt: row.computedAt?.toISOString() ?? null,
    issue: storedIssue(row),
  };
}

export function toScenario(row: ScenarioRow, view: ScenarioView): TScenario {
  return {
    ...toScenarioSummary(row, view),
    detailHow: row.detailHow,
    detailDiscover: row.detailDiscover,
    updateMode: row.updateMode as TScenario['updateMode'],
    advisorsToShareScenarioWith: view.isOwner ? [...view.sharedWith] : [],
    inputs: storedInputs(row),
    results: view.canSeeResults ? storedResults(row) : null,
    computation: view.canSeeResults ? toComputation(row) : null,
  };
}

export function templateToSummary(template: ScenarioTemplateRow): TScenarioSummary {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    type: template.type,
    calculator: template.calculator,
    thumbnails: [],
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
    isPublic: true,
    isPublicScenario: true,
    isShared: true,
    isOwner: false,
    avgRating: template.avgRating,
    likes: template.likes,
    retirementScore: null,
  };
}

export function templateToScenario(template: ScenarioTemplateRow): TScenario {
  return {
    ...templateToSummary(template),
    detailHow: template.detailHow,
    detailDiscover: template.detailDiscover,
    updateMode: null,
    advisorsToShareScenarioWith: [],
    inputs: storedTemplateInputs(template),
    results: null,
    computation: null,
  };
}
