// The invariants of planning-model.md that need many runs or many paths: 3, 5, 6 and 8.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMarketModel, resolveAssumptions } from './capital-market';
import { buildCashFlows } from './cash-flows';
import { allocationForAge, expectedGrowth, portfolioMean, portfolioStd } from './glide-path';
import { generateGrowthFactors } from './growth-factors';
import { BASE_INPUT, typicalInput } from './retirement-test-fixtures';
import { simulateRetirementInDollars } from './simulate-retirement';
import { socialSecurityFactor } from './social-security';
import type { RetirementInputInDollars, RetirementResultInDollars } from './dollar-types';
import { validateRetirementInput } from './validate-input';

const RUN = { paths: 300 };

function expectNotWorse(better: RetirementResultInDollars, worse: RetirementResultInDollars): void {
  expect(better.retirementScore).toBeGreaterThanOrEqual(worse.retirementScore);
  for (const key of ['pessimisticPercentile', 'medianPercentile', 'optimisticPercentile'] as const) {
    better[key].forEach((v, t) => expect(v).toBeGreaterThanOrEqual(worse[key][t]!));
  }
}

function checkMonotone(change: (input: RetirementInputInDollars, step: number) => RetirementInputInDollars, pre?: (i: RetirementInputInDollars) => boolean) {
  fc.assert(
    fc.property(typicalInput, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(), (input, step, seed) => {
      if (pre) fc.pre(pre(input));
      const lower = simulateRetirementInDollars(input, { ...RUN, seed });
      const higher = simulateRetirementInDollars(change(input, step), { ...RUN, seed });
      expectNotWorse(higher, lower);
    }),
    { numRuns: 25, seed: 21 },
  );
}

describe('invariant 3: monotone in the plan inputs (common random numbers)', () => {
  it('never decreases as the savings rate rises', () => {
    checkMonotone((i, step) => ({ ...i, savingsRate: i.savingsRate + step * (0.25 - i.savingsRate) }));
  });

  it('never decreases as current savings rise', () => {
    checkMonotone((i, step) => ({ ...i, currentSavings: i.currentSavings + step * 500_000 }));
  });

  it('never decreases as the PIA rises', () => {
    checkMonotone((i, step) => ({ ...i, socialSecurity: { ...i.socialSecurity!, monthlyPia: i.socialSecurity!.monthlyPia + step * 3_000 } }));
  });

  it('never decreases as the retirement age rises, when benefits do not exceed retirement spending', () => {
    // Working a year longer replaces (benefits - spending) with savings; that can only help
    // while benefits are at most the spending (otherwise retirement adds to the portfolio).
    const benefitsFitSpending = (i: RetirementInputInDollars) =>
      12 * i.socialSecurity!.monthlyPia * socialSecurityFactor(i.socialSecurity!.claimAge ?? 67) <=
      (i.retirementIncomeRate * i.salary) / (1 - (i.effectiveTaxRate ?? 0));
    checkMonotone((i, step) => ({ ...i, retirementAge: i.retirementAge + Math.round(step * (70 - i.retirementAge)) }), benefitsFitSpending);
  });

  it('never increases as the replacement rate or the tax rate rises', () => {
    checkMonotone((i, step) => ({ ...i, retirementIncomeRate: i.retirementIncomeRate * (1 - step * 0.5) }));
    checkMonotone((i, step) => ({ ...i, effectiveTaxRate: (i.effectiveTaxRate ?? 0) * (1 - step) }));
  });
});

describe('invariant 5: with no depletion the mean simulated value matches Exp. Portfolio', () => {
  it('agrees within 4 standard errors at retirement and at 86', () => {
    const input: RetirementInputInDollars = { ...BASE_INPUT, retirementIncomeRate: 0.2 }; // benefits exceed spending
    const paths = 20_000;
    const seed = 77;
    const result = simulateRetirementInDollars(input, { paths, seed });
    expect(result.failureNumber).toBe(0);
    // The engine equals this plain recurrence bit for bit (simulate-retirement.test.ts).
    const plan = validateRetirementInput(input);
    const flows = buildCashFlows(plan);
    const allocations = Array.from({ length: flows.years }, (_, t) => allocationForAge(plan.currentAge + t));
    const growth = generateGrowthFactors(buildMarketModel(plan.assumptions), allocations, paths, seed);
    const balances = new Float64Array(paths).fill(plan.currentSavings);
    for (let t = 0; t < flows.years; t++) {
      for (let p = 0; p < paths; p++) balances[p] = (balances[p]! + flows.contributions[t]!) * growth[t * paths + p]!;
      if (t === 30 || t === flows.years - 1) {
        const mean = balances.reduce((a, b) => a + b, 0) / paths;
        const sd = Math.sqrt(balances.reduce((a, b) => a + (b - mean) ** 2, 0) / (paths - 1));
        expect(Math.abs(mean - result.rows[t]!.exp)).toBeLessThan((4 * sd) / Math.sqrt(paths));
      }
    }
  });
});

describe('invariant 6: simulated portfolio returns match the Mean and Std Dev columns', () => {
  it('agrees within 4 standard errors at several ages', () => {
    const model = buildMarketModel(resolveAssumptions());
    const paths = 40_000;
    const ages = [25, 45, 65, 86];
    const allocations = ages.map(allocationForAge);
    const growth = generateGrowthFactors(model, allocations, paths, 2024);
    ages.forEach((_, t) => {
      const returns = Array.from(growth.subarray(t * paths, (t + 1) * paths), (g) => g - 1);
      const mean = returns.reduce((a, b) => a + b, 0) / paths;
      const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (paths - 1);
      const m4 = returns.reduce((a, b) => a + (b - mean) ** 4, 0) / paths;
      const sd = Math.sqrt(variance);
      const seSd = Math.sqrt((m4 - variance ** 2) / paths) / (2 * sd);
      expect(Math.abs(mean - portfolioMean(allocations[t]!, model))).toBeLessThan((4 * sd) / Math.sqrt(paths));
      expect(Math.abs(sd - portfolioStd(allocations[t]!, model))).toBeLessThan(4 * seSd);
      expect(expectedGrowth(allocations[t]!, model) - 1).toBeCloseTo(portfolioMean(allocations[t]!, model), 15);
    });
  });
});

describe('invariant 8: the score spread across seeds is about 100 sqrt(p (1 - p) / N)', () => {
  it('matches the binomial spread', () => {
    const paths = 1_000;
    const scores = Array.from({ length: 40 }, (_, seed) => {
      const r = simulateRetirementInDollars({ ...BASE_INPUT, savingsRate: 0.15 }, { paths, seed: 1000 + seed });
      expect(r.failuresByAge.reduce((a, b) => a + b, 0)).toBe(r.failureNumber);
      return (100 * (paths - r.failureNumber)) / paths;
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const spread = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (scores.length - 1));
    const p = mean / 100;
    expect(p).toBeGreaterThan(0.2);
    expect(p).toBeLessThan(0.8);
    const expected = 100 * Math.sqrt((p * (1 - p)) / paths);
    expect(spread / expected).toBeGreaterThan(0.6);
    expect(spread / expected).toBeLessThan(1.45);
  });
});
