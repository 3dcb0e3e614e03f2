import { describe, expect, it } from 'vitest';
import {
  calculatorsForType,
  checkScenarioInputs,
  checkScenarioName,
  defaultScenarioInputs,
  SCENARIO_CALCULATORS,
  SCENARIO_MESSAGES as M,
} from './scenario-rules';

describe('checkScenarioName', () => {
  it('requires a name and allows at most 30 characters', () => {
    expect(checkScenarioName('   ')).toEqual({ field: 'name', message: M.nameRequired });
    expect(checkScenarioName('x'.repeat(30))).toBeNull();
    expect(checkScenarioName(` ${'x'.repeat(30)} `)).toBeNull();
    expect(checkScenarioName('x'.repeat(31))).toEqual({ field: 'name', message: M.nameTooLong });
  });
});

describe('checkScenarioInputs', () => {
  const card = { calculator: 'creditCardPayoff', balanceCents: 100_000, interestRate: 0.2, paymentPerMonthCents: 5_000 } as const;

  it("gives the spec's credit card messages in the form's order", () => {
    expect(checkScenarioInputs({ ...card, balanceCents: 0, interestRate: 0, paymentPerMonthCents: 0 })?.message).toBe('Balance must be greater than 0');
    expect(checkScenarioInputs({ ...card, interestRate: 0, paymentPerMonthCents: 0 })?.message).toBe('Interest rate must be greater than 0');
    expect(checkScenarioInputs({ ...card, paymentPerMonthCents: -1 })).toEqual({
      field: 'inputs.paymentPerMonthCents',
      message: 'Payment per month must be greater than 0',
    });
    expect(checkScenarioInputs(card)).toBeNull();
  });

  it('holds every value to its slider maximum, and accepts the maximum itself', () => {
    expect(checkScenarioInputs({ ...card, balanceCents: 1_000_000 })).toBeNull();
    expect(checkScenarioInputs({ ...card, balanceCents: 1_000_001 })?.message).toBe(M.balanceMax);
    expect(checkScenarioInputs({ ...card, paymentPerMonthCents: 100_001 })?.message).toBe(M.paymentMax);
    expect(checkScenarioInputs({ ...card, interestRate: 1.0001 })?.message).toBe(M.interestRateMax);
    const mortgage = { calculator: 'mortgageCalculator', homePriceCents: 100_000_000, interestRate: 0, percentDownPayment: 1, numYears: 100 } as const;
    expect(checkScenarioInputs(mortgage)).toBeNull();
    expect(checkScenarioInputs({ ...mortgage, homePriceCents: 100_000_001 })?.message).toBe(M.homePriceMax);
    expect(checkScenarioInputs({ ...mortgage, percentDownPayment: 1.01 })?.message).toBe(M.downPayment);
    expect(checkScenarioInputs({ ...mortgage, numYears: 101 })?.message).toBe(M.mortgageYears);
    const loan = { calculator: 'loanPayoff', loanAmountCents: 100_000_000, interestRate: 0.05, loanTerm: 10 } as const;
    expect(checkScenarioInputs(loan)).toBeNull();
    expect(checkScenarioInputs({ ...loan, loanAmountCents: 100_000_001 })?.message).toBe(M.loanAmountMax);
    expect(checkScenarioInputs({ ...loan, loanTerm: 11 })?.message).toBe(M.loanTerm);
    expect(checkScenarioInputs({ ...loan, loanTerm: 2.5 })?.message).toBe(M.loanTerm);
  });

  it('keeps retirement age to 50-70 and the savings rate to 1-25%', () => {
    const plan = { calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.1 } as const;
    for (const age of [50, 70]) expect(checkScenarioInputs({ ...plan, retirementAge: age })).toBeNull();
    for (const age of [49, 71, 65.5]) expect(checkScenarioInputs({ ...plan, retirementAge: age })?.message).toBe(M.retirementAge);
    for (const rate of [0.01, 0.25]) expect(checkScenarioInputs({ ...plan, savingsRate: rate })).toBeNull();
    for (const rate of [0.0099, 0.2501]) expect(checkScenarioInputs({ ...plan, savingsRate: rate })?.message).toBe(M.savingsRate);
  });
});

describe('defaults', () => {
  it('gives valid inputs for every calculator and brings the client answers into range', () => {
    for (const calculator of SCENARIO_CALCULATORS) expect(checkScenarioInputs(defaultScenarioInputs(calculator))).toBeNull();
    expect(defaultScenarioInputs('monteCarlo', { retirementAge: 75, savingsRate: 0.5 })).toEqual({
      calculator: 'monteCarlo',
      retirementAge: 70,
      savingsRate: 0.25,
    });
    expect(defaultScenarioInputs('monteCarlo')).toEqual({ calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.1 });
  });

  it('maps types to calculators', () => {
    expect(calculatorsForType('debt')).toEqual(['creditCardPayoff', 'mortgageCalculator', 'loanPayoff']);
    expect(calculatorsForType('retire')).toEqual(['monteCarlo']);
  });
});
