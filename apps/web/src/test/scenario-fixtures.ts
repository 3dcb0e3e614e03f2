import type { TMyPlanResponse, TScenario, TScenarioInputs, TScenarioResults } from '@finboard/contracts';
import { DEFAULT_ASSUMPTIONS, simulateRetirement } from '@finboard/domain/planning';
import { type PlanSourceBasis, retirementInputFromBasis } from '@finboard/domain';
import { toMonteCarloResults } from '@finboard/domain';

export const PLAN_BASIS: PlanSourceBasis = {
  asOfDate: '2025-01-01',
  birthDate: '1990-06-15',
  salaryCents: 10_000_000,
  currentSavingsCents: 5_000_000,
  spendingBeforeRetirementCents: null,
  sources: { currentSavings: { kind: 'onboarding' }, salary: 'income', spending: { kind: 'savingsRate' } },
  excludedAccounts: [],
  retirementIncomeRate: 0.8,
  effectiveTaxRate: 0.1,
  socialSecurity: { monthlyPiaCents: 250_000, claimAge: 67 },
  spouse: null,
};
export const PLAN_SEED = 1234;
export const PLAN_PATHS = 200;

export function makeScenario(overrides: Partial<TScenario> = {}): TScenario {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Retire at 65',
    description: '',
    type: 'retire',
    calculator: 'monteCarlo',
    thumbnails: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    isPublic: false,
    isPublicScenario: false,
    isShared: false,
    isOwner: true,
    avgRating: null,
    likes: 0,
    retirementScore: null,
    detailHow: '',
    detailDiscover: '',
    updateMode: null,
    advisorsToShareScenarioWith: [],
    inputs: { calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.1 },
    results: null,
    computation: null,
    ...overrides,
  };
}

/** A retirement plan computed the way the api computes it (few paths, so tests stay fast). */
export function makePlanScenario(inputs = { retirementAge: 65, savingsRate: 0.1 }, overrides: Partial<TScenario> = {}): TScenario {
  const results = toMonteCarloResults(
    simulateRetirement(retirementInputFromBasis(PLAN_BASIS, inputs, DEFAULT_ASSUMPTIONS), { seed: PLAN_SEED, paths: PLAN_PATHS }),
  );
  return makeScenario({
    inputs: { calculator: 'monteCarlo', ...inputs },
    results,
    retirementScore: results.retirementScore,
    computation: {
      seed: PLAN_SEED,
      paths: PLAN_PATHS,
      assumptions: DEFAULT_ASSUMPTIONS,
      basis: { kind: 'retirement', ...PLAN_BASIS },
      computedAt: '2025-01-02T00:00:00.000Z',
      issue: null,
    },
    ...overrides,
  });
}

export function makeMyPlan(active: TScenario | null, scenarios: TScenario[] = active ? [active] : []): TMyPlanResponse {
  return { scenarios, active, activeScenarioId: active?.id ?? null };
}

export function makeDebtScenario(inputs: TScenarioInputs, results: TScenarioResults | null, overrides: Partial<TScenario> = {}): TScenario {
  return makeScenario({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'My loan',
    type: 'debt',
    calculator: inputs.calculator,
    inputs,
    results,
    computation: {
      seed: null,
      paths: null,
      assumptions: null,
      basis: { kind: 'schedule', asOfDate: '2025-01-01', annualIncomeCents: 12_000_000, monthlyDebtsCents: 0 },
      computedAt: null,
      issue: null,
    },
    ...overrides,
  });
}
