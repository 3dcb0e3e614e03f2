import type { TLoanPayoffResults, TMortgageCalculatorResults } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { makeDebtScenario } from '../../../test/scenario-fixtures';
import { debtInputsFor, debtResultsFor, debtSummary, LOAN_FIELDS, MORTGAGE_FIELDS, schedulePage, schedulePageCount } from './debt-schedule';

const year = (n: number) => ({
  year: 2025 + n,
  date: `${2025 + n}-12-01`,
  paymentCents: 1_200_000,
  principalCents: 1_000_050,
  interestCents: 199_950,
  remainingLoanCents: 12_345_678 - n * 100_000,
});

const loanResults: TLoanPayoffResults = {
  calculator: 'loanPayoff',
  loanAmountCents: 2_000_000,
  monthlyPaymentCents: 39_602,
  principalPaidCents: 2_000_000,
  interestPaidCents: 376_120,
  monthsToPayoff: 60,
  monthlyData: [],
  yearlyData: Array.from({ length: 12 }, (_, n) => year(n)),
};

describe('debt schedule screens', () => {
  it("shows only their own calculator ('Invalid Scenario' otherwise)", () => {
    const loan = makeDebtScenario({ calculator: 'loanPayoff', loanAmountCents: 2_000_000, interestRate: 0.07, loanTerm: 5 }, loanResults);
    expect(debtInputsFor('loan-payoff', loan)).toEqual(loan.inputs);
    expect(debtResultsFor('loan-payoff', loan)).toBe(loanResults);
    expect(debtInputsFor('mortgage', loan)).toBeNull();
    const card = makeDebtScenario({ calculator: 'creditCardPayoff', balanceCents: 1, interestRate: 0.1, paymentPerMonthCents: 1 }, null);
    expect(debtInputsFor('mortgage', card)).toBeNull();
    expect(debtInputsFor('loan-payoff', card)).toBeNull();
  });

  it('summarises payment, principal and interest, plus the eligibility score for a mortgage', () => {
    expect(debtSummary(loanResults)).toEqual([
      { label: 'Monthly Payment', value: '$396.02' },
      { label: 'Total Principal', value: '$20,000.00' },
      { label: 'Total Interest', value: '$3,761.20' },
    ]);
    const mortgage: TMortgageCalculatorResults = { ...loanResults, calculator: 'mortgageCalculator', eligibilityScore: 72 };
    expect(debtSummary(mortgage).at(-1)).toEqual({ label: 'Eligibility Score', value: '72' });
  });

  it('pages the yearly table 10 rows at a time', () => {
    expect(schedulePageCount(loanResults)).toBe(2);
    expect(schedulePage(loanResults, 1)).toHaveLength(10);
    expect(schedulePage(loanResults, 2)[1]).toEqual({ key: 2036, cells: ['12/01/2036', '$10,000.50', '$1,999.50', '$112,456.78'] });
  });

  it('keeps sliders within the spec maximums and writes back cents and decimals', () => {
    expect(MORTGAGE_FIELDS.map((field) => field.max)).toEqual([1_000_000, 100, 100, 100]);
    expect(LOAN_FIELDS.map((field) => field.max)).toEqual([1_000_000, 100, 10]);
    const inputs = { calculator: 'loanPayoff' as const, loanAmountCents: 2_000_000, interestRate: 0.07, loanTerm: 5 };
    expect(LOAN_FIELDS[1]?.read(inputs)).toBe(7);
    expect(LOAN_FIELDS[1]?.write(inputs, 7.125)).toEqual({ ...inputs, interestRate: 0.07125 });
    expect(LOAN_FIELDS[0]?.write(inputs, 25_000)).toEqual({ ...inputs, loanAmountCents: 2_500_000 });
  });
});
