import { isDeepStrictEqual } from 'node:util';
import type { TRetirementBasis, TScenarioBasis, TScenarioInputs, TScheduleBasis } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { ScenarioIssue } from '@finboard/domain';
import { type CapitalMarketAssumptions, DEFAULT_ASSUMPTIONS, DEFAULT_PATHS, DEFAULT_SEED, PlanningInputError } from '@finboard/domain/planning';
import { validationError } from '../../errors/app-error';
import type { FileStorage } from '../../providers/storage/file-storage';
import { findPlanningSources, type PlanningSources } from './planning-sources.service';
import { buildRetirementBasis, buildScheduleBasis } from './scenario-basis';
import { computeRetirementResults, computeScheduleResults, type MonteCarloSettings } from './scenario-results';
import { type ComputationColumns, type ScenarioRow, updateOwnScenarioIfInputsAre } from './scenarios.repository';
import { hasReadableComputation, storedAssumptions, storedInputs } from './stored-scenario';

export interface ScenarioDeps {
  db: Db;
  storage: FileStorage;
  /** "Today" as the product counts it (PRODUCT_TIME_ZONE, New York by default). */
  today: () => string;
}

type FoundBasis = { basis: TScenarioBasis } | { issue: ScenarioIssue };

/** A plan's seed, paths and assumptions: the stored ones, or the defaults for a new plan. */
export function monteCarloSettingsOf(row?: Pick<ScenarioRow, 'id' | 'seed' | 'paths' | 'assumptions'> | null): MonteCarloSettings {
  return {
    seed: row?.seed ?? DEFAULT_SEED,
    paths: row?.paths ?? DEFAULT_PATHS,
    assumptions: (row ? storedAssumptions(row) : null) ?? (JSON.parse(JSON.stringify(DEFAULT_ASSUMPTIONS)) as CapitalMarketAssumptions),
  };
}

function basisFor(calculator: TScenarioInputs['calculator'], data: PlanningSources, asOfDate: string): FoundBasis {
  return calculator === 'monteCarlo' ? buildRetirementBasis(data, asOfDate) : { basis: buildScheduleBasis(data, asOfDate) };
}

/** Runs the engine on the inputs and the client's data; a plan the client's data cannot support says why instead. */
function computeColumns(inputs: TScenarioInputs, found: FoundBasis, settings: MonteCarloSettings | null): ComputationColumns {
  const base = { seed: settings?.seed ?? null, paths: settings?.paths ?? null, assumptions: settings?.assumptions ?? null, computedAt: new Date() };
  if ('issue' in found) return { ...base, outputs: null, outputsIssue: found.issue, basis: null, retirementScore: null };
  try {
    const results =
      inputs.calculator === 'monteCarlo'
        ? computeRetirementResults(found.basis as TRetirementBasis, inputs, settings ?? monteCarloSettingsOf())
        : computeScheduleResults(inputs, found.basis as TScheduleBasis);
    const retirementScore = results.calculator === 'monteCarlo' ? results.retirementScore : null;
    return { ...base, outputs: results, outputsIssue: null, basis: found.basis, retirementScore };
  } catch (error) {
    if (!(error instanceof PlanningInputError)) throw error;
    if (inputs.calculator !== 'monteCarlo') throw validationError(error.message, `inputs.${error.field}`);
    // The inputs passed the scenario rules, so it is the client's own data the engine refuses (an age past 86, ...).
    return { ...base, outputs: null, outputsIssue: { field: error.field, message: error.message }, basis: found.basis, retirementScore: null };
  }
}

/** The columns to store for these inputs, computed from the owner's current data. */
export async function computeScenario(deps: ScenarioDeps, ownerId: string, inputs: TScenarioInputs, settings: MonteCarloSettings | null) {
  const today = deps.today();
  const data = await findPlanningSources(deps.db, { ownerId, today });
  return computeColumns(inputs, basisFor(inputs.calculator, data, today), inputs.calculator === 'monteCarlo' ? settings : null);
}

function isStale(row: ScenarioRow, found: FoundBasis): boolean {
  // Derived columns of an older shape are recomputed rather than read (stored-scenario.ts).
  if (!hasReadableComputation(row)) return true;
  if ('issue' in found) return row.basis !== null || !isDeepStrictEqual(row.outputsIssue, found.issue);
  return !isDeepStrictEqual(row.basis, found.basis);
}

/**
 * Stored results follow the client's data: when it changed since they were computed (a new salary,
 * another day), they are recomputed with the same inputs, seed and assumptions. Only the owner's
 * own read stores them; lastUpdated stays, since the scenario itself did not change.
 */
export async function refreshIfStale(deps: ScenarioDeps, row: ScenarioRow, persist: boolean): Promise<ScenarioRow> {
  const inputs = storedInputs(row);
  const today = deps.today();
  const found = basisFor(inputs.calculator, await findPlanningSources(deps.db, { ownerId: row.userId, today }), today);
  if (!isStale(row, found)) return row;
  const columns = computeColumns(inputs, found, inputs.calculator === 'monteCarlo' ? monteCarloSettingsOf(row) : null);
  if (!persist) return { ...row, ...columns };
  // A save of new inputs may have landed since this read: then its own results stand, and this
  // read answers with what it saw.
  return (await updateOwnScenarioIfInputsAre(deps.db, { ownerId: row.userId, id: row.id, inputs: row.inputs }, columns)) ?? { ...row, ...columns };
}
