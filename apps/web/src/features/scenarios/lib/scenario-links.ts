import type { TScenarioSummary } from '@finboard/contracts';
import type { ScenarioCalculator, ScenarioType } from '@finboard/domain';
import { paths } from '../../../config/paths';

export const SCENARIO_TYPE_OPTIONS = [
  { value: 'debt', label: 'Debt' },
  { value: 'invest', label: 'Invest' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'retire', label: 'Retirement' },
] as const;

export const SCENARIO_TYPE_LABELS: Record<ScenarioType, string> = { debt: 'Debt', invest: 'Invest', portfolio: 'Portfolio', retire: 'Retirement' };

export const CALCULATOR_LABELS: Record<ScenarioCalculator, string> = {
  monteCarlo: 'Retirement Monte Carlo',
  creditCardPayoff: 'Credit Card Payoff',
  mortgageCalculator: 'Mortgage',
  loanPayoff: 'Loan Payoff',
};

/** Where a scenario's own screen is: My Plan or the mortgage and loan payoff pages; null for the credit card payoff (the editor's Results tab shows it). */
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

/** The link's words for that screen. */
export const SCENARIO_SCREEN_LABELS: Record<ScenarioCalculator, string> = {
  monteCarlo: 'Open in My Plan',
  creditCardPayoff: '',
  mortgageCalculator: 'Open the Mortgage Calculator',
  loanPayoff: 'Open the Loan Payoff',
};
