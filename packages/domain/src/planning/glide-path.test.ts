import { describe, expect, it } from 'vitest';
import { buildMarketModel, resolveAssumptions } from './capital-market';
import { allocationForAge, expectedGrowth, portfolioMean, portfolioStd } from './glide-path';

describe('glide path', () => {
  it('keeps weights in [0, 1] summing to 1 at every age (invariant 7)', () => {
    for (let age = 0; age <= 120; age++) {
      const { stock, bond, cash } = allocationForAge(age);
      for (const w of [stock, bond, cash]) expect(w >= 0 && w <= 1).toBe(true);
      expect(stock + bond + cash).toBeCloseTo(1, 15);
    }
  });

  it('holds 110 - age in stocks between 30% and 90%, and 5% cash', () => {
    expect(allocationForAge(34)).toEqual({ stock: 0.76, bond: 0.19, cash: 0.05 });
    expect(allocationForAge(20).stock).toBe(0.9);
    expect(allocationForAge(80)).toEqual({ stock: 0.3, bond: 0.65, cash: 0.05 });
    expect(allocationForAge(86).stock).toBe(0.3);
  });

  it('computes the Mean and Std Dev columns from the real moments', () => {
    const model = buildMarketModel(resolveAssumptions());
    const a = allocationForAge(60); // 50 / 45 / 5
    const mu = [1.08 / 1.025 - 1, 1.045 / 1.025 - 1, 1.03 / 1.025 - 1];
    const sd = [0.17 / 1.025, 0.06 / 1.025, 0.01 / 1.025];
    const w = [0.5, 0.45, 0.05];
    const rho = [
      [1, 0.1, 0],
      [0.1, 1, 0.25],
      [0, 0.25, 1],
    ];
    let variance = 0;
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) variance += w[i]! * w[j]! * sd[i]! * sd[j]! * rho[i]![j]!;
    expect(portfolioMean(a, model)).toBeCloseTo(w[0]! * mu[0]! + w[1]! * mu[1]! + w[2]! * mu[2]!, 15);
    expect(portfolioStd(a, model)).toBeCloseTo(Math.sqrt(variance), 15);
    expect(expectedGrowth(a, model)).toBeCloseTo(1 + portfolioMean(a, model), 15);
  });
});
