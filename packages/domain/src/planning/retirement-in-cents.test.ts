import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../money/money';
import { createRetirementSimulationInDollars } from './create-retirement-simulation';
import type { RetirementInputInDollars, RetirementResultInDollars } from './dollar-types';
import { PlanningInputError } from './planning-input-error';
import { createRetirementSimulation, simulateRetirement } from './retirement-in-cents';
import { allNumbers } from './retirement-test-fixtures';
import { simulateRetirementInDollars } from './simulate-retirement';
import type { RetirementInput, RetirementResult } from './types';

const OPTIONS = { paths: 500, seed: 2_718 };

// Each case in cents and the same plan written by hand in dollars, amounts with odd cents.
const CASES: { name: string; cents: RetirementInput; dollars: RetirementInputInDollars }[] = [
  {
    name: 'single, with Social Security',
    cents: {
      birthDate: '1979-03-02',
      asOfDate: '2026-11-29',
      salaryCents: 8_765_432,
      currentSavingsCents: 12_345_601,
      savingsRate: 0.12,
      retirementAge: 64,
      retirementIncomeRate: 0.8,
      socialSecurity: { monthlyPiaCents: 241_199, claimAge: 66 },
    },
    dollars: {
      birthDate: '1979-03-02',
      asOfDate: '2026-11-29',
      salary: 87_654.32,
      currentSavings: 123_456.01,
      savingsRate: 0.12,
      retirementAge: 64,
      retirementIncomeRate: 0.8,
      socialSecurity: { monthlyPia: 2_411.99, claimAge: 66 },
    },
  },
  {
    name: 'married, with spending, tax and wage growth',
    cents: {
      birthDate: '1970-07-31',
      asOfDate: '2026-11-29',
      salaryCents: 15_000_055,
      currentSavingsCents: 67_764_812,
      savingsRate: 0.2,
      retirementAge: 67,
      retirementIncomeRate: 0.9,
      retirementSpendingCents: 9_876_543,
      effectiveTaxRate: 0.12,
      wageGrowthRate: 0.01,
      socialSecurity: { monthlyPiaCents: 301_005 },
      spouse: { birthDate: '1972-12-01', salaryCents: 4_200_099, socialSecurity: { monthlyPiaCents: 110_050, claimAge: 62 } },
    },
    dollars: {
      birthDate: '1970-07-31',
      asOfDate: '2026-11-29',
      salary: 150_000.55,
      currentSavings: 677_648.12,
      savingsRate: 0.2,
      retirementAge: 67,
      retirementIncomeRate: 0.9,
      retirementSpending: 98_765.43,
      effectiveTaxRate: 0.12,
      wageGrowthRate: 0.01,
      socialSecurity: { monthlyPia: 3_010.05 },
      spouse: { birthDate: '1972-12-01', salary: 42_000.99, socialSecurity: { monthlyPia: 1_100.5, claimAge: 62 } },
    },
  },
  {
    name: 'savings that run out',
    cents: {
      birthDate: '1962-01-15',
      asOfDate: '2026-11-29',
      salaryCents: 3_000_001,
      currentSavingsCents: 99,
      savingsRate: 0.01,
      retirementAge: 65,
      retirementIncomeRate: 1.5,
    },
    dollars: {
      birthDate: '1962-01-15',
      asOfDate: '2026-11-29',
      salary: 30_000.01,
      currentSavings: 0.99,
      savingsRate: 0.01,
      retirementAge: 65,
      retirementIncomeRate: 1.5,
    },
  },
];

/** The dollar core's result converted once, amount by amount, with the project's rounding. */
function convertedOnce(result: RetirementResultInDollars) {
  return {
    retirementScore: result.retirementScore,
    failureNumber: result.failureNumber,
    failuresByAge: result.failuresByAge,
    currentAge: result.currentAge,
    retirementAge: result.retirementAge,
    medianDepletionAge: result.medianDepletionAge,
    spendingFundedRate: result.spendingFundedRate,
    assumptions: result.assumptions,
    seed: result.seed,
    paths: result.paths,
    rows: result.rows.map((row) => ({
      year: row.year,
      age: row.age,
      incomesCents: dollarsToCents(row.incomes),
      expensesCents: dollarsToCents(row.expenses),
      contributionCents: dollarsToCents(row.contribution),
      stock: row.stock,
      bond: row.bond,
      cash: row.cash,
      mean: row.mean,
      std: row.std,
      expCents: dollarsToCents(row.exp),
      simCents: dollarsToCents(row.sim),
    })),
    optimisticPercentileCents: result.optimisticPercentile.map(dollarsToCents),
    medianPercentileCents: result.medianPercentile.map(dollarsToCents),
    pessimisticPercentileCents: result.pessimisticPercentile.map(dollarsToCents),
  };
}

function moneyOf(result: RetirementResult): number[] {
  return [
    ...result.rows.flatMap((row) => [row.incomesCents, row.expensesCents, row.contributionCents, row.expCents, row.simCents]),
    ...allNumbers([result.optimisticPercentileCents, result.medianPercentileCents, result.pessimisticPercentileCents]),
  ];
}

function refusal(run: () => unknown): PlanningInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanningInputError) return error;
    throw error;
  }
  throw new Error('expected a PlanningInputError');
}

describe('simulateRetirement (the cents edge)', () => {
  it.each(CASES)('$name: equals the dollar core on the same plan, each amount converted once', ({ cents, dollars }) => {
    expect(simulateRetirement(cents, OPTIONS)).toEqual(convertedOnce(simulateRetirementInDollars(dollars, OPTIONS)));
  });

  it.each(CASES)('$name: every amount out is whole cents', ({ cents }) => {
    const result = simulateRetirement(cents, OPTIONS);
    const money = moneyOf(result);
    expect(money.length).toBe(result.rows.length * 8);
    expect(money.filter((amount) => !Number.isSafeInteger(amount))).toEqual([]);
  });

  it('names a refused amount by the field it was given in, with the core message', () => {
    const base = CASES[1]!.cents;
    const salary = refusal(() => simulateRetirement({ ...base, salaryCents: -1 }, OPTIONS));
    expect([salary.field, salary.message]).toEqual(['salaryCents', 'Salary must be between 0 and 1,000,000,000']);
    expect(refusal(() => simulateRetirement({ ...base, currentSavingsCents: Number.NaN }, OPTIONS)).field).toBe('currentSavingsCents');
    expect(refusal(() => simulateRetirement({ ...base, retirementSpendingCents: -5 }, OPTIONS)).field).toBe('retirementSpendingCents');
    expect(refusal(() => simulateRetirement({ ...base, socialSecurity: { monthlyPiaCents: -1 } }, OPTIONS)).field).toBe('socialSecurity.monthlyPiaCents');
    expect(refusal(() => simulateRetirement({ ...base, spouse: { birthDate: '1972-12-01', salaryCents: -1 } }, OPTIONS)).field).toBe('spouse.salaryCents');
    expect(refusal(() => simulateRetirement({ ...base, retirementAge: 49 }, OPTIONS)).field).toBe('retirementAge');
  });
});

describe('createRetirementSimulation (the cents edge)', () => {
  it('starts with, and after each change in cents equals, the core handle given the same changes in dollars', () => {
    const { cents, dollars } = CASES[1]!;
    const handle = createRetirementSimulation(cents, OPTIONS);
    const core = createRetirementSimulationInDollars(dollars, OPTIONS);
    expect(handle.result).toEqual(convertedOnce(core.result));
    const changes: [Partial<RetirementInput>, Partial<RetirementInputInDollars>][] = [
      [
        { retirementAge: 60, savingsRate: 0.25 },
        { retirementAge: 60, savingsRate: 0.25 },
      ],
      [{ salaryCents: 20_000_049 }, { salary: 200_000.49 }],
      [{ retirementSpendingCents: undefined }, { retirementSpending: undefined }],
      [
        { spouse: undefined, socialSecurity: { monthlyPiaCents: 199_999, claimAge: 70 } },
        { spouse: undefined, socialSecurity: { monthlyPia: 1_999.99, claimAge: 70 } },
      ],
      [{ birthDate: '1975-05-05' }, { birthDate: '1975-05-05' }],
    ];
    for (const [inCents, inDollars] of changes) {
      expect(handle.update(inCents)).toEqual(convertedOnce(core.update(inDollars)));
      expect(handle.result).toEqual(simulateRetirement(handle.input, OPTIONS));
    }
    expect(handle.input).toEqual({ ...cents, ...Object.assign({}, ...changes.map(([inCents]) => inCents)) });
  });

  it('keeps its state when an update is refused, naming the field in cents', () => {
    const handle = createRetirementSimulation(CASES[0]!.cents, OPTIONS);
    const before = handle.result;
    expect(refusal(() => handle.update({ currentSavingsCents: -100 })).field).toBe('currentSavingsCents');
    expect(handle.result).toBe(before);
    expect(handle.input).toEqual(CASES[0]!.cents);
  });
});
