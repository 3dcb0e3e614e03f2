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
import { centsToDollars, dollarsToCents } from '@finboard/domain/money';

/** How a Monte Carlo plan is run; stored with the plan so every recomputation replays the same paths. */
export interface MonteCarloSettings {
  seed: number;
  paths: number;
  assumptions: CapitalMarketAssumptions;
}

/** The engine works in dollars; stored results are whole cents. */
const cents = (dollars: number) => (Number.isFinite(dollars) ? dollarsToCents(dollars) : 0);

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
        calculateCreditCardPayoff({
          balance: centsToDollars(inputs.balanceCents),
          interestRate: inputs.interestRate,
          paymentPerMonth: centsToDollars(inputs.paymentPerMonthCents),
        }),
      );
    case 'mortgageCalculator': {
      const income = basis.annualIncomeCents === null ? {} : { annualIncome: centsToDollars(basis.annualIncomeCents) };
      const result = calculateMortgage({
        homePrice: centsToDollars(inputs.homePriceCents),
        interestRate: inputs.interestRate,
        percentDownPayment: inputs.percentDownPayment,
        numYears: inputs.numYears,
        asOfDate,
        monthlyDebts: centsToDollars(basis.monthlyDebtsCents),
        ...income,
      });
      return { calculator: 'mortgageCalculator', ...toLoanSchedule(result), eligibilityScore: result.eligibilityScore };
    }
    case 'loanPayoff':
      return {
        calculator: 'loanPayoff',
        ...toLoanSchedule(
          calculateLoanPayoff({ loanAmount: centsToDollars(inputs.loanAmountCents), interestRate: inputs.interestRate, loanTerm: inputs.loanTerm, asOfDate }),
        ),
      };
  }
}
