import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../money/money';
import { calculateCreditCardPayoffInDollars } from './credit-card-payoff';
import { calculateCreditCardPayoff, calculateEligibilityScore, calculateLoanPayoff, calculateMortgage } from './debts-in-cents';
import type { LoanScheduleResultInDollars } from './dollar-types';
import { calculateEligibilityScoreInDollars } from './eligibility';
import { calculateLoanPayoffInDollars } from './loan-payoff';
import { calculateMortgageInDollars } from './mortgage';
import { PlanningInputError } from './planning-input-error';

/** The core's schedule converted once, amount by amount, with the project's rounding. */
function scheduleConvertedOnce(r: LoanScheduleResultInDollars) {
  const amounts = (row: { payment: number; principal: number; interest: number; remainingLoan: number }) => ({
    paymentCents: dollarsToCents(row.payment),
    principalCents: dollarsToCents(row.principal),
    interestCents: dollarsToCents(row.interest),
    remainingLoanCents: dollarsToCents(row.remainingLoan),
  });
  return {
    loanAmountCents: dollarsToCents(r.loanAmount),
    monthlyPaymentCents: dollarsToCents(r.monthlyPayment),
    principalPaidCents: dollarsToCents(r.principalPaid),
    interestPaidCents: dollarsToCents(r.interestPaid),
    monthlyData: r.monthlyData.map((row) => ({ month: row.month, date: row.date, ...amounts(row) })),
    yearlyData: r.yearlyData.map((row) => ({ year: row.year, date: row.date, ...amounts(row) })),
  };
}

const everyAmountIsWholeCents = (amounts: number[]) => amounts.length > 0 && amounts.every(Number.isSafeInteger);

function refusedField(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanningInputError) return error.field;
    throw error;
  }
  throw new Error('expected a PlanningInputError');
}

describe('calculateCreditCardPayoff (the cents edge)', () => {
  it.each([
    { balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000, balance: 5_000, paymentPerMonth: 200 },
    { balanceCents: 123_457, interestRate: 0.2399, paymentPerMonthCents: 4_501, balance: 1_234.57, paymentPerMonth: 45.01 },
  ])('$balanceCents at $interestRate paying $paymentPerMonthCents: the dollar core converted once', ({ balance, paymentPerMonth, ...input }) => {
    const core = calculateCreditCardPayoffInDollars({ balance, interestRate: input.interestRate, paymentPerMonth });
    const result = calculateCreditCardPayoff(input);
    expect(result).toEqual({
      monthsToPayoff: core.monthsToPayoff,
      totalPrincipalPaidCents: dollarsToCents(core.totalPrincipalPaid),
      totalInterestPaidCents: dollarsToCents(core.totalInterestPaid),
      monthlyData: core.monthlyData.map((m) => ({
        month: m.month,
        paymentCents: dollarsToCents(m.payment),
        principalCents: dollarsToCents(m.principal),
        interestCents: dollarsToCents(m.interest),
        remainingBalanceCents: dollarsToCents(m.remainingBalance),
      })),
    });
    expect(result.totalPrincipalPaidCents).toBe(input.balanceCents);
    expect(result.monthsToPayoff).toBe(result.monthlyData.length);
    const monthAmounts = result.monthlyData.flatMap((m) => [m.paymentCents, m.principalCents, m.interestCents, m.remainingBalanceCents]);
    expect(everyAmountIsWholeCents([result.totalPrincipalPaidCents, result.totalInterestPaidCents, ...monthAmounts])).toBe(true);
  });

  it('never paid off: null months, zero totals, no schedule', () => {
    expect(calculateCreditCardPayoff({ balanceCents: 1_000_000, interestRate: 0.24, paymentPerMonthCents: 20_000 })).toEqual({
      monthsToPayoff: null,
      totalPrincipalPaidCents: 0,
      totalInterestPaidCents: 0,
      monthlyData: [],
    });
  });

  it('names a refused amount by the field it was given in', () => {
    expect(refusedField(() => calculateCreditCardPayoff({ balanceCents: 0, interestRate: 0.2, paymentPerMonthCents: 100 }))).toBe('balanceCents');
    expect(refusedField(() => calculateCreditCardPayoff({ balanceCents: 100, interestRate: 0.2, paymentPerMonthCents: -1 }))).toBe('paymentPerMonthCents');
    expect(refusedField(() => calculateCreditCardPayoff({ balanceCents: 100, interestRate: 0, paymentPerMonthCents: 10 }))).toBe('interestRate');
  });
});

describe('calculateMortgage (the cents edge)', () => {
  it('$200,000 at 6% over 30 years: 119,910 cents a month, as published', () => {
    const result = calculateMortgage({ homePriceCents: 25_000_000, interestRate: 0.06, percentDownPayment: 0.2, numYears: 30, startDate: '2025-02-01' });
    expect(result.loanAmountCents).toBe(20_000_000);
    expect(result.monthlyPaymentCents).toBe(119_910);
    expect(result.interestPaidCents).toBe(23_167_706);
    expect(result.eligibilityScore).toBeNull();
  });

  it('with income and other debts: the dollar core converted once, the same eligibility score', () => {
    const result = calculateMortgage({
      homePriceCents: 43_210_099,
      interestRate: 0.0675,
      percentDownPayment: 0.15,
      numYears: 25,
      asOfDate: '2026-11-29',
      annualIncomeCents: 12_500_050,
      monthlyDebtsCents: 65_001,
    });
    const core = calculateMortgageInDollars({
      homePrice: 432_100.99,
      interestRate: 0.0675,
      percentDownPayment: 0.15,
      numYears: 25,
      asOfDate: '2026-11-29',
      annualIncome: 125_000.5,
      monthlyDebts: 650.01,
    });
    expect(result).toEqual({ ...scheduleConvertedOnce(core), eligibilityScore: core.eligibilityScore });
    expect(result.eligibilityScore).not.toBeNull();
    const totals = [result.loanAmountCents, result.monthlyPaymentCents, result.principalPaidCents, result.interestPaidCents];
    const rowAmounts = [...result.monthlyData, ...result.yearlyData].flatMap((row) => [
      row.paymentCents,
      row.principalCents,
      row.interestCents,
      row.remainingLoanCents,
    ]);
    expect(everyAmountIsWholeCents([...totals, ...rowAmounts])).toBe(true);
  });

  it('names a refused amount by the field it was given in', () => {
    const ok = { homePriceCents: 10_000_000, interestRate: 0.05, percentDownPayment: 0.2, numYears: 30, asOfDate: '2026-11-29' };
    expect(refusedField(() => calculateMortgage({ ...ok, homePriceCents: 0 }))).toBe('homePriceCents');
    expect(refusedField(() => calculateMortgage({ ...ok, annualIncomeCents: -1 }))).toBe('annualIncomeCents');
    expect(refusedField(() => calculateMortgage({ ...ok, monthlyDebtsCents: Number.POSITIVE_INFINITY }))).toBe('monthlyDebtsCents');
    expect(refusedField(() => calculateMortgage({ ...ok, numYears: 0 }))).toBe('numYears');
  });
});

describe('calculateLoanPayoff (the cents edge)', () => {
  it.each([
    { loanAmountCents: 2_800_000, loanAmount: 28_000, interestRate: 0.069, loanTerm: 5 },
    { loanAmountCents: 1_234_567, loanAmount: 12_345.67, interestRate: 0, loanTerm: 2.5 },
  ])('$loanAmountCents at $interestRate over $loanTerm years: the dollar core converted once', ({ loanAmountCents, loanAmount, interestRate, loanTerm }) => {
    const result = calculateLoanPayoff({ loanAmountCents, interestRate, loanTerm, asOfDate: '2026-11-29' });
    expect(result).toEqual(scheduleConvertedOnce(calculateLoanPayoffInDollars({ loanAmount, interestRate, loanTerm, asOfDate: '2026-11-29' })));
    expect(result.principalPaidCents).toBe(loanAmountCents);
    expect(result.monthlyData.reduce((sum, row) => sum + row.principalCents, 0)).toBe(loanAmountCents);
    expect(result.monthlyData.at(-1)?.remainingLoanCents).toBe(0);
  });

  it('names a refused amount by the field it was given in', () => {
    expect(refusedField(() => calculateLoanPayoff({ loanAmountCents: -100, interestRate: 0.05, loanTerm: 5, asOfDate: '2026-11-29' }))).toBe('loanAmountCents');
  });
});

describe('calculateEligibilityScore (the cents edge)', () => {
  it.each([
    { monthlyHousingPaymentCents: 119_910, annualIncomeCents: 9_000_000, monthlyDebtsCents: 40_000 },
    { monthlyHousingPaymentCents: 250_001, annualIncomeCents: 10_714_329 },
    { monthlyHousingPaymentCents: 100_000, annualIncomeCents: 0 },
  ])('%j: the dollar core on the same amounts', (input) => {
    const core = calculateEligibilityScoreInDollars({
      monthlyHousingPayment: input.monthlyHousingPaymentCents / 100,
      annualIncome: input.annualIncomeCents / 100,
      ...(input.monthlyDebtsCents === undefined ? {} : { monthlyDebts: input.monthlyDebtsCents / 100 }),
    });
    expect(calculateEligibilityScore(input)).toBe(core);
  });

  it('reads the amounts as cents, and is null without income', () => {
    // $2,000 of $10,000 a month: 100 (1.5 - 0.2 / 0.28) = 78.6.
    expect(calculateEligibilityScore({ monthlyHousingPaymentCents: 200_000, annualIncomeCents: 12_000_000 })).toBe(79);
    expect(calculateEligibilityScore({ monthlyHousingPaymentCents: 200_000 })).toBeNull();
  });
});
