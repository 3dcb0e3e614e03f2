import type {
  TCreditCardPayoffResults,
  TRetirementBasis,
  TScenarioInputs,
  TScenarioResults,
  TScheduleBasis,
} from '@finboard/contracts';
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

/** The engine works in dollars; stored results are whole cents. */
const cents = (dollars: number) => Math.round(dollars * 100) || 0;

function toCreditCardResults(result: CreditCardPayoffResult): TCreditCardPayoffResults {
  return {
    calculator: 'creditCardPayoff',
    monthsToPayoff: result.monthsToPayoff,
    totalPrincipalPaidCents: cents(result.totalPrincipalPaid),
    totalInterestPaidCents: cents(result.totalInterestPaid),
    monthlyData: result.monthlyData.map((month) => ({
      month: month.month,
      paymentCents: cents(month.payment),
      principalCents: cents(month.principal),
      interestCents: cents(month.interest),
      remainingBalanceCents: cents(month.remainingBalance),
    })),
  };
}

function toLoanSchedule(result: LoanScheduleResult) {
  const amounts = (row: { payment: number; principal: number; interest: number; remainingLoan: number }) => ({
    paymentCents: cents(row.payment),
    principalCents: cents(row.principal),
    interestCents: cents(row.interest),
    remainingLoanCents: cents(row.remainingLoan),
  });
  return {
    loanAmountCents: cents(result.loanAmount),
    monthlyPaymentCents: cents(result.monthlyPayment),
    principalPaidCents: cents(result.principalPaid),
    interestPaidCents: cents(result.interestPaid),
    monthsToPayoff: result.monthlyData.length,
    monthlyData: result.monthlyData.map((row) => ({ month: row.month, date: row.date, ...amounts(row) })),
    yearlyData: result.yearlyData.map((row) => ({ year: row.year, date: row.date, ...amounts(row) })),
  };
}

export function computeRetirementResults(basis: TRetirementBasis, inputs: { retirementAge: number; savingsRate: number }, settings: MonteCarloSettings) {
  const input = retirementInputFromBasis(basis, inputs, settings.assumptions);
  return toMonteCarloResults(simulateRetirement(input, { seed: settings.seed, paths: settings.paths }));
}

/** A debt calculator's results from its inputs (cents to dollars at the engine's edge). Throws PlanningInputError. */
export function computeScheduleResults(inputs: Exclude<TScenarioInputs, { calculator: 'monteCarlo' }>, basis: TScheduleBasis): TScenarioResults {
  const { asOfDate } = basis;
  switch (inputs.calculator) {
    case 'creditCardPayoff':
      return toCreditCardResults(
        calculateCreditCardPayoff({ balance: inputs.balanceCents / 100, interestRate: inputs.interestRate, paymentPerMonth: inputs.paymentPerMonthCents / 100 }),
      );
    case 'mortgageCalculator': {
      const income = basis.annualIncomeCents === null ? {} : { annualIncome: basis.annualIncomeCents / 100 };
      const result = calculateMortgage({
        homePrice: inputs.homePriceCents / 100,
        interestRate: inputs.interestRate,
        percentDownPayment: inputs.percentDownPayment,
        numYears: inputs.numYears,
        asOfDate,
        monthlyDebts: basis.monthlyDebtsCents / 100,
        ...income,
      });
      return { calculator: 'mortgageCalculator', ...toLoanSchedule(result), eligibilityScore: result.eligibilityScore };
    }
    case 'loanPayoff':
      return {
        calculator: 'loanPayoff',
        ...toLoanSchedule(calculateLoanPayoff({ loanAmount: inputs.loanAmountCents / 100, interestRate: inputs.interestRate, loanTerm: inputs.loanTerm, asOfDate })),
      };
  }
}
