import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMarketModel } from './capital-market';
import { buildCashFlows } from './cash-flows';
import { allocationForAge } from './glide-path';
import { generateGrowthFactors } from './growth-factors';
import { percentileOfSorted } from './percentiles';
import { allNumbers, anyRetirementInput, BASE_INPUT } from './retirement-test-fixtures';
import { simulateRetirementInDollars } from './simulate-retirement';
import type { RetirementInputInDollars } from './dollar-types';
import { validateRetirementInput } from './validate-input';

const GOLDEN_INPUT: RetirementInputInDollars = {
  birthDate: '1985-03-20',
  asOfDate: '2025-06-30',
  salary: 120_000,
  currentSavings: 150_000,
  savingsRate: 0.12,
  retirementAge: 65,
  retirementIncomeRate: 0.75,
  socialSecurity: { monthlyPia: 2_800, claimAge: 67 },
  spouse: { birthDate: '1987-09-01', salary: 60_000, socialSecurity: { monthlyPia: 1_500, claimAge: 62 } },
  effectiveTaxRate: 0.1,
  wageGrowthRate: 0.01,
};

// A plain implementation over the same growth factors: arrays, a full sort per age.
function referenceRun(input: RetirementInputInDollars, paths: number, seed: number) {
  const plan = validateRetirementInput(input);
  const flows = buildCashFlows(plan);
  const allocations = Array.from({ length: flows.years }, (_, t) => allocationForAge(plan.currentAge + t));
  const growth = generateGrowthFactors(buildMarketModel(plan.assumptions), allocations, paths, seed);
  const balances: number[] = new Array<number>(paths).fill(plan.currentSavings);
  const failedAt: (number | null)[] = new Array<number | null>(paths).fill(null);
  const percentiles: number[][] = [];
  for (let t = 0; t < flows.years; t++) {
    for (let p = 0; p < paths; p++) {
      if (failedAt[p] !== null) continue;
      const v = balances[p]! + flows.contributions[t]!;
      if (v < 0) {
        failedAt[p] = plan.currentAge + t;
        balances[p] = 0;
      } else balances[p] = v * growth[t * paths + p]!;
    }
    const sorted = [...balances].sort((a, b) => a - b);
    percentiles.push([0.1, 0.5, 0.9].map((q) => percentileOfSorted(sorted, q)));
  }
  return { percentiles, failures: failedAt.filter((a) => a !== null).length };
}

describe('simulateRetirementInDollars: golden scenarios (fixed seed)', () => {
  it('reproduces the household scenario with a spouse, tax and wage growth', () => {
    const r = simulateRetirementInDollars(GOLDEN_INPUT, { paths: 2_000, seed: 42 });
    expect(r.retirementScore).toBe(18);
    expect(r.failureNumber).toBe(1641);
    expect(r.medianDepletionAge).toBe(77);
    expect(r.spendingFundedRate).toBe(0.7706486247061841);
    expect(r.currentAge).toBe(40);
    expect(r.rows).toHaveLength(47);
    expect(r.rows[0]).toEqual({
      year: 2025,
      age: 40,
      incomes: 180_000,
      expenses: 158_400,
      contribution: 21_600,
      stock: 0.7,
      bond: 0.25,
      cash: 0.05,
      mean: 0.04268292682926848,
      std: 0.11847534300711848,
      exp: 178924.39024390245,
      sim: 177470.93003274046,
    });
    // Retired at 65: the spouse's benefit (claimed at 62) counts from retirement; own from 67.
    expect(r.rows[25]).toMatchObject({ age: 65, incomes: 12_600, expenses: 150_000, contribution: -137_400 });
    expect(r.rows[27]).toMatchObject({ age: 67, incomes: 46_200, sim: 998911.0745327552 });
    expect(r.pessimisticPercentile[27]).toBe(533395.1721057707);
    expect(r.optimisticPercentile[46]).toBe(526432.9262027225);
  });

  it('reproduces the default 10,000-path plan', () => {
    const r = simulateRetirementInDollars({ ...BASE_INPUT, socialSecurity: { monthlyPia: 2_500 } }, { seed: 2025 });
    expect(r.paths).toBe(10_000);
    expect(r.rows).toHaveLength(53);
    expect([r.retirementScore, r.failureNumber, r.medianDepletionAge]).toEqual([28, 7221, 77]);
    expect(r.spendingFundedRate).toBe(0.8192434895491355);
    expect(r.medianPercentile[30]).toBe(697182.7731979114);
  });
});

describe('simulateRetirementInDollars: model', () => {
  it('equals a plain implementation over the same random numbers, bit for bit', () => {
    const r = simulateRetirementInDollars(GOLDEN_INPUT, { paths: 1_500, seed: 5 });
    const ref = referenceRun(GOLDEN_INPUT, 1_500, 5);
    expect(r.failureNumber).toBe(ref.failures);
    r.rows.forEach((_, t) => {
      expect([r.pessimisticPercentile[t], r.medianPercentile[t], r.optimisticPercentile[t]]).toEqual(ref.percentiles[t]);
    });
  });

  it('is deterministic: same input and seed, identical output (invariant 1)', () => {
    const a = simulateRetirementInDollars(GOLDEN_INPUT, { paths: 1_000, seed: 99 });
    const b = simulateRetirementInDollars(JSON.parse(JSON.stringify(GOLDEN_INPUT)) as RetirementInputInDollars, { paths: 1_000, seed: 99 });
    expect(allNumbers(b).every((x, i) => Object.is(x, allNumbers(a)[i]))).toBe(true);
    expect(b).toEqual(a);
    expect(simulateRetirementInDollars(GOLDEN_INPUT, { paths: 1_000, seed: 100 })).not.toEqual(a);
  });

  it('without volatility every percentile equals Exp. Portfolio and the score is 0 or 100 (invariant 2)', () => {
    const calm = { stocks: { mean: 0.08, stdDev: 0 }, bonds: { mean: 0.045, stdDev: 0 }, cash: { mean: 0.03, stdDev: 0 } };
    for (const retirementIncomeRate of [0.4, 0.8, 1.5]) {
      const r = simulateRetirementInDollars({ ...BASE_INPUT, retirementIncomeRate, assumptions: calm }, { paths: 300, seed: 1 });
      expect([0, 100]).toContain(r.retirementScore);
      r.rows.forEach((row, t) => {
        for (const p of [r.pessimisticPercentile[t]!, r.medianPercentile[t]!, r.optimisticPercentile[t]!]) {
          expect(Math.abs(p - row.exp)).toBeLessThanOrEqual(1e-9 * Math.max(1, row.exp));
        }
      });
    }
  });

  it('scales with money: k x every money input gives k x percentiles and the same score (invariant 4)', () => {
    const scale = (input: RetirementInputInDollars, k: number): RetirementInputInDollars => ({
      ...input,
      salary: input.salary * k,
      currentSavings: input.currentSavings * k,
      socialSecurity: { monthlyPia: input.socialSecurity!.monthlyPia * k, claimAge: input.socialSecurity!.claimAge },
      spouse: input.spouse && {
        ...input.spouse,
        salary: input.spouse.salary! * k,
        socialSecurity: { ...input.spouse.socialSecurity!, monthlyPia: input.spouse.socialSecurity!.monthlyPia * k },
      },
    });
    const base = simulateRetirementInDollars(GOLDEN_INPUT, { paths: 800, seed: 8 });
    for (const k of [0.25, 2, 1024]) {
      // Powers of two scale exactly in floating point.
      const r = simulateRetirementInDollars(scale(GOLDEN_INPUT, k), { paths: 800, seed: 8 });
      expect(r.retirementScore).toBe(base.retirementScore);
      expect(r.failureNumber).toBe(base.failureNumber);
      expect(r.medianPercentile).toEqual(base.medianPercentile.map((v) => v * k));
      expect(r.pessimisticPercentile).toEqual(base.pessimisticPercentile.map((v) => v * k));
      expect(r.optimisticPercentile).toEqual(base.optimisticPercentile.map((v) => v * k));
      expect(r.rows.map((row) => row.exp)).toEqual(base.rows.map((row) => row.exp * k));
    }
    const tripled = simulateRetirementInDollars(scale(GOLDEN_INPUT, 3), { paths: 800, seed: 8 });
    expect(tripled.retirementScore).toBe(base.retirementScore);
    tripled.medianPercentile.forEach((v, t) => expect(v).toBeCloseTo(3 * base.medianPercentile[t]!, 3));
  });

  it('orders the percentiles and counts every failure once (invariants 7 and 8)', () => {
    const r = simulateRetirementInDollars(BASE_INPUT, { paths: 2_000, seed: 3 });
    r.rows.forEach((_, t) => {
      expect(r.pessimisticPercentile[t]!).toBeLessThanOrEqual(r.medianPercentile[t]!);
      expect(r.medianPercentile[t]!).toBeLessThanOrEqual(r.optimisticPercentile[t]!);
    });
    expect(r.failuresByAge.reduce((a, b) => a + b, 0)).toBe(r.failureNumber);
    expect(r.retirementScore).toBe(Math.round((100 * (2_000 - r.failureNumber)) / 2_000));
    expect(r.rows.map((row) => row.sim)).toEqual(r.medianPercentile);
  });

  it('has one row per age to 86 with calendar years and the documented cash flows', () => {
    const r = simulateRetirementInDollars({ ...BASE_INPUT, wageGrowthRate: 0.02, effectiveTaxRate: 0.2 }, { paths: 100, seed: 1 });
    expect(r.currentAge).toBe(34);
    expect(r.rows.map((row) => row.age)).toEqual(Array.from({ length: 53 }, (_, i) => 34 + i));
    expect(r.rows.map((row) => row.year)).toEqual(Array.from({ length: 53 }, (_, i) => 2025 + i));
    const working = r.rows[3]!;
    expect(working.incomes).toBeCloseTo(100_000 * 1.02 ** 3, 6);
    expect(working.contribution).toBeCloseTo(0.1 * working.incomes, 9);
    expect(working.expenses).toBeCloseTo(working.incomes - working.contribution, 9);
    const retired = r.rows[31]!; // age 65, benefit claimed at 67
    expect(retired).toMatchObject({ incomes: 0, expenses: (0.8 * 100_000) / 0.8, contribution: -100_000 });
    expect(r.rows[33]!.incomes).toBe(30_000);
    expect(r.rows[33]!.contribution).toBe(30_000 - 100_000);
  });

  it('counts a benefit claimed before retirement only from retirement on', () => {
    const r = simulateRetirementInDollars({ ...BASE_INPUT, retirementAge: 68, socialSecurity: { monthlyPia: 2_000, claimAge: 62 } }, { paths: 50, seed: 1 });
    const at = (age: number) => r.rows.find((row) => row.age === age)!;
    expect(at(67).incomes).toBe(100_000); // still working: salary only
    expect(at(68).incomes).toBeCloseTo(12 * 2_000 * 0.7, 9);
  });

  it('handles a plan already in retirement, one at age 86 and one born today', () => {
    const retired = simulateRetirementInDollars({ ...BASE_INPUT, birthDate: '1950-01-01' }, { paths: 200, seed: 1 });
    expect(retired.currentAge).toBe(75);
    expect(retired.rows.every((row) => row.contribution === row.incomes - row.expenses)).toBe(true);
    const last = simulateRetirementInDollars({ ...BASE_INPUT, birthDate: '1938-06-30' }, { paths: 200, seed: 1 });
    expect(last.rows).toHaveLength(1);
    const newborn = simulateRetirementInDollars({ ...BASE_INPUT, birthDate: '2025-01-01' }, { paths: 200, seed: 1 });
    expect(newborn.rows).toHaveLength(87);
  });

  it('never outputs NaN or Infinity for any valid input', () => {
    fc.assert(
      fc.property(anyRetirementInput, fc.integer({ min: 1, max: 60 }), fc.nat(), (input, paths, seed) => {
        const r = simulateRetirementInDollars(input, { paths, seed });
        expect(allNumbers(r).every(Number.isFinite)).toBe(true);
        expect(r.retirementScore >= 0 && r.retirementScore <= 100).toBe(true);
        expect(r.spendingFundedRate >= 0 && r.spendingFundedRate <= 1).toBe(true);
      }),
      { numRuns: 150, seed: 12 },
    );
  });
});
