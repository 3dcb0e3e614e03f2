import { randomUUID } from 'node:crypto';
import type { TCreateScenarioRequest, TOkResponse, TScenarioInputs, TScenarioResponse, TUpdateScenarioRequest } from '@finboard/contracts';
import {
  calculatorsForType,
  checkScenarioInputs,
  checkScenarioName,
  defaultScenarioInputs,
  isCalculatorForType,
  type ScenarioCalculator,
  type ScenarioType,
} from '@finboard/domain';
import type { Actor } from '../../access/actor';
import type { ClientDataWrite } from '../../access/client-data-write';
import { notFound, validationError } from '../../errors/app-error';
import { findClientOnboarding } from '../profile/profile-records.service';
import { computeScenario, monteCarloSettingsOf, type ScenarioDeps } from './scenario-computation.service';
import {
  CHANGE_REFUSED,
  loadReadable,
  loadWritable,
  ownScenarioResponse,
  presentScenario,
  REMOVE_REFUSED,
  SCENARIO_NOT_FOUND,
} from './scenario-lookup.service';
import { copyThumbnails } from './scenario-thumbnails.service';
import { insertScenario, type NewScenarioRow, softDeleteScenario, updateOwnScenario } from './scenarios.repository';
import { storedInputs, storedTemplateInputs } from './stored-scenario';

export const CALCULATOR_MISMATCH = 'This calculator does not fit the scenario type.';

function requireName(name: string): string {
  const issue = checkScenarioName(name);
  if (issue) throw validationError(issue.message, issue.field);
  return name.trim();
}

/** A new plan starts from the client's own onboarding answers (retirement age, savings rate). */
async function startingInputs(deps: ScenarioDeps, ownerId: string, calculator: ScenarioCalculator): Promise<TScenarioInputs> {
  if (calculator !== 'monteCarlo') return defaultScenarioInputs(calculator);
  const onboarding = await findClientOnboarding(deps.db, { ownerId });
  return defaultScenarioInputs(calculator, { retirementAge: onboarding?.retirementAge, savingsRate: onboarding?.savingsRate });
}

export async function getScenario(deps: ScenarioDeps, actor: Actor, id: string): Promise<TScenarioResponse> {
  return { scenario: await presentScenario(deps, await loadReadable(deps, actor, id)) };
}

/** Create New Scenario: a name and a type (default debt); the results are computed straight away. */
export async function createScenario(deps: ScenarioDeps, write: ClientDataWrite, input: TCreateScenarioRequest): Promise<TScenarioResponse> {
  const ownerId = write.ownerId;
  const name = requireName(input.name);
  const calculator = input.calculator ?? calculatorsForType(input.type)[0] ?? 'monteCarlo';
  if (!isCalculatorForType(input.type, calculator)) throw validationError(CALCULATOR_MISMATCH, 'calculator');
  const inputs = await startingInputs(deps, ownerId, calculator);
  const computed = await computeScenario(deps, ownerId, inputs, monteCarloSettingsOf());
  const row = await insertScenario(deps.db, { id: randomUUID(), userId: ownerId, name, type: input.type, calculator, inputs, ...computed });
  return ownScenarioResponse(row, []);
}

/** New inputs must pass the scenario rules and fit the type; a type change that needs another calculator starts it afresh. */
async function nextInputs(deps: ScenarioDeps, ownerId: string, type: ScenarioType, current: TScenarioInputs, requested?: TScenarioInputs) {
  if (requested) {
    const issue = checkScenarioInputs(requested);
    if (issue) throw validationError(issue.message, issue.field);
    if (!isCalculatorForType(type, requested.calculator)) throw validationError(CALCULATOR_MISMATCH, 'inputs.calculator');
    return requested;
  }
  if (isCalculatorForType(type, current.calculator)) return null;
  return startingInputs(deps, ownerId, calculatorsForType(type)[0] ?? 'monteCarlo');
}

/**
 * The editor's save. New inputs are recomputed with the plan's stored seed and assumptions, so
 * the numbers are the ones the preview showed while dragging.
 */
export async function updateScenario(deps: ScenarioDeps, write: ClientDataWrite, id: string, input: TUpdateScenarioRequest): Promise<TScenarioResponse> {
  const { ownerId, row, sharedWith } = await loadWritable(deps, write, id, CHANGE_REFUSED);
  const type = input.type ?? row.type;
  const values: Partial<NewScenarioRow> = { type, updatedAt: new Date() };
  if (input.name !== undefined) values.name = requireName(input.name);
  if (input.description !== undefined) values.description = input.description;
  if (input.detailHow !== undefined) values.detailHow = input.detailHow;
  if (input.detailDiscover !== undefined) values.detailDiscover = input.detailDiscover;
  if (input.isPublic !== undefined) values.isPublic = input.isPublic;
  if (input.updateMode !== undefined) values.updateMode = input.updateMode;
  const inputs = await nextInputs(deps, ownerId, type, storedInputs(row), input.inputs);
  if (inputs) Object.assign(values, { calculator: inputs.calculator, inputs }, await computeScenario(deps, ownerId, inputs, monteCarloSettingsOf(row)));
  const updated = await updateOwnScenario(deps.db, { ownerId, id }, values);
  if (!updated) throw notFound(SCENARIO_NOT_FOUND);
  return ownScenarioResponse(updated, sharedWith);
}

/** Remove Scenario: hidden (soft delete). A public template is refused. */
export async function deleteScenario(deps: ScenarioDeps, write: ClientDataWrite, id: string): Promise<TOkResponse> {
  const { ownerId } = await loadWritable(deps, write, id, REMOVE_REFUSED);
  await deps.db.transaction((tx) => softDeleteScenario(tx, { ownerId, id }));
  return { ok: true };
}

/**
 * 'Save Scenario' on a public template or public scenario (or a copy of one's own): a private
 * copy with the same inputs, seed and assumptions, computed from the caller's own data.
 */
export async function copyScenario(deps: ScenarioDeps, write: ClientDataWrite, id: string): Promise<TScenarioResponse> {
  const ownerId = write.ownerId;
  const source = await loadReadable(deps, write.actor, id);
  const origin =
    source.kind === 'template'
      ? {
          ...source.template,
          inputs: storedTemplateInputs(source.template),
          templateId: source.template.id,
          copiedFromId: null,
          settings: monteCarloSettingsOf(),
          thumbnailFileIds: [],
        }
      : {
          ...source.row,
          inputs: storedInputs(source.row),
          copiedFromId: source.row.id,
          settings: monteCarloSettingsOf(source.row),
          thumbnailFileIds: await copyThumbnails(deps, source.row, ownerId),
        };
  const inputs = origin.inputs;
  const computed = await computeScenario(deps, ownerId, inputs, origin.settings);
  const row = await insertScenario(deps.db, {
    id: randomUUID(),
    userId: ownerId,
    name: origin.name,
    description: origin.description,
    detailHow: origin.detailHow,
    detailDiscover: origin.detailDiscover,
    type: origin.type,
    calculator: origin.calculator,
    inputs,
    thumbnailFileIds: origin.thumbnailFileIds,
    templateId: origin.templateId,
    copiedFromId: origin.copiedFromId,
    ...computed,
  });
  return ownScenarioResponse(row, []);
}
