import type { TScenarioSummary } from '@finboard/contracts';
import { paths } from '../../../config/paths';

export const SCENARIO_TYPE_OPTIONS = [
  { value: 'debt', label: 'Debt' },
  { value: 'invest', label: 'Invest' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'retire', label: 'Retirement' },
] as const;

/** Where a scenario opens: its calculator's screen, or null when it has none yet. */
export function scenarioHref(scenario: Pick<TScenarioSummary, 'id' | 'calculator'>, userId?: string): string | null {
  switch (scenario.calculator) {
    case 'monteCarlo':
      return paths.clientMyPlan({ id: scenario.id, userId });
    case 'mortgageCalculator':
      return paths.clientMortgageScenario(scenario.id, userId);
    case 'loanPayoff':
      return paths.clientLoanPayoffScenario(scenario.id, userId);
    default:
      return null;
  }
}
