import type { TCreditCardPayoffResults, TRetirementBasis, TScenarioInputs, TScenarioResults, TScheduleBasis } from '@finboard/contracts';
import { retirementInputFromBasis, toMonteCarloResults } from '@finboard/domain';
import {
  calculateCreditCardPayoff,
  calculateLoanPayoff,
  calculateMortgage,
  type CapitalMarketAssumptions,
  type CreditCardPayoffResult,
  type LoanScheduleResult,
  simulateRetirement,
} from '@finboard/domain/planning';

/** How a Monte Carlo plan is run; stored with the plan so every recomputation replays the same paths. */
export interface MonteCarloSettings {
  seed: number;
  paths: number;
  assumptions: CapitalMarketAssumptions;
}

function toCreditCardResults(result: CreditCardPayoffResult): TCreditCardPayoffResults {
  return { calculator: 'creditCardPayoff', ...result };
}

function toLoanSchedule(result: LoanScheduleResult) {
  return {
    loanAmountCents: result.loanAmountCents,
    monthlyPaymentCents: result.monthlyPaymentCents,
    principalPaidCents: result.principalPaidCents,
    interestPaidCents: result.interestPaidCents,
    monthsToPayoff: result.monthlyData.length,
    monthlyData: result.monthlyData,
    yearlyData: result.yearlyData,
  };
}

export function computeRetirementResults(basis: TRetirementBasis, inputs: { retirementAge: number; savingsRate: number }, settings: MonteCarloSettings) {
  const input = retirementInputFromBasis(basis, inputs, settings.assumptions);
  return toMonteCarloResults(simulateRetirement(input, { seed: settings.seed, paths: settings.paths }));
}

/** A debt calculator's results from its inputs (the engine takes and returns cents). Throws PlanningInputError. */
export function computeScheduleResults(inputs: Exclude<TScenarioInputs, { calculator: 'monteCarlo' }>, basis: TScheduleBasis): TScenarioResults {
  const { asOfDate } = basis;
  switch (inputs.calculator) {
    case 'creditCardPayoff':
      return toCreditCardResults(
        calculateCreditCardPayoff({ balanceCents: inputs.balanceCents, interestRate: inputs.interestRate, paymentPerMonthCents: inputs.paymentPerMonthCents }),
      );
    case 'mortgageCalculator': {
      const income = basis.annualIncomeCents === null ? {} : { annualIncomeCents: basis.annualIncomeCents };
      const result = calculateMortgage({
        homePriceCents: inputs.homePriceCents,
        interestRate: inputs.interestRate,
        percentDownPayment: inputs.percentDownPayment,
        numYears: inputs.numYears,
        asOfDate,
        monthlyDebtsCents: basis.monthlyDebtsCents,
        ...income,
      });
      return { calculator: 'mortgageCalculator', ...toLoanSchedule(result), eligibilityScore: result.eligibilityScore };
    }
    case 'loanPayoff':
      return {
        calculator: 'loanPayoff',
        ...toLoanSchedule(
          calculateLoanPayoff({ loanAmountCents: inputs.loanAmountCents, interestRate: inputs.interestRate, loanTerm: inputs.loanTerm, asOfDate }),
        ),
      };
  }
}
