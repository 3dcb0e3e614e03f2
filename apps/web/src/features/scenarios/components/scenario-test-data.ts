// Scenarios for the scenario dialogs' tests, shaped as the api sends them.
import type { TCreditCardPayoffResults, TMortgageCalculatorResults, TScenario } from '@finboard/contracts';
import { makeDebtScenario, makeScenario } from '../../../test/scenario-fixtures';

export const CARD_RESULTS: TCreditCardPayoffResults = {
  calculator: 'creditCardPayoff',
  monthsToPayoff: 26,
  totalPrincipalPaidCents: 500_000,
  totalInterestPaidCents: 123_456,
  monthlyData: [],
};

export const cardScenario = (overrides: Partial<TScenario> = {}) =>
  makeDebtScenario({ calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.229, paymentPerMonthCents: 25_000 }, CARD_RESULTS, {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Pay the card',
    description: 'Clear the card by summer',
    detailHow: 'Interest first, then the balance.',
    detailDiscover: 'What a bigger payment saves.',
    ...overrides,
  });

export const MORTGAGE_RESULTS: TMortgageCalculatorResults = {
  calculator: 'mortgageCalculator',
  loanAmountCents: 36_000_000,
  monthlyPaymentCents: 227_545,
  principalPaidCents: 36_000_000,
  interestPaidCents: 45_916_200,
  monthsToPayoff: 360,
  monthlyData: [],
  yearlyData: [],
  eligibilityScore: 64,
};

export const mortgageScenario = (overrides: Partial<TScenario> = {}) =>
  makeDebtScenario(
    { calculator: 'mortgageCalculator', homePriceCents: 45_000_000, interestRate: 0.065, percentDownPayment: 0.2, numYears: 30 },
    MORTGAGE_RESULTS,
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Our first home',
      ...overrides,
    },
  );

/** A public template as another client sees it: no results, not theirs. */
export const templateScenario = (overrides: Partial<TScenario> = {}) =>
  makeScenario({
    id: 'a1f0c0de-0000-4000-8000-000000000001',
    name: 'Pay off a credit card',
    description: 'How long a $5,000 card balance takes to clear.',
    type: 'debt',
    calculator: 'creditCardPayoff',
    inputs: { calculator: 'creditCardPayoff', balanceCents: 500_000, interestRate: 0.229, paymentPerMonthCents: 25_000 },
    isPublic: true,
    isPublicScenario: true,
    isShared: true,
    isOwner: false,
    avgRating: 4.8,
    likes: 412,
    detailHow: 'Enter the card balance, its APR and what you pay each month.',
    detailDiscover: 'Discover how much a bigger monthly payment shortens the payoff.',
    ...overrides,
  });

export const thumbnails = (scenarioId: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const fileId = `0000000${index}-0000-4000-8000-000000000000`;
    return { fileId, url: `/api/scenarios/${scenarioId}/thumbnails/${fileId}` };
  });
