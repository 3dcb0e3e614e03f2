import { describe, expect, it } from 'vitest';
import { ASSET_COUNT, buildMarketModel, choleskyFactor, DEFAULT_ASSUMPTIONS, resolveAssumptions } from './capital-market';
import { PlanningInputError } from './planning-input-error';

describe('capital market model', () => {
  const a = resolveAssumptions();
  const model = buildMarketModel(a);

  it('uses the documented defaults', () => {
    expect(a).toEqual({
      inflation: 0.025,
      stocks: { mean: 0.08, stdDev: 0.17 },
      bonds: { mean: 0.045, stdDev: 0.06 },
      cash: { mean: 0.03, stdDev: 0.01 },
      correlations: { stocksBonds: 0.1, stocksCash: 0, bondsCash: 0.25 },
    });
    expect(resolveAssumptions({ inflation: 0.03 }).stocks).toEqual(DEFAULT_ASSUMPTIONS.stocks);
  });

  it('turns nominal moments into real ones', () => {
    expect(model.realMean[0]).toBeCloseTo(1.08 / 1.025 - 1, 15);
    expect(model.realStd[1]).toBeCloseTo(0.06 / 1.025, 15);
  });

  it('matches the lognormal moments exactly: E[1 + R] = 1 + mu_r, Cov = rho sigma_i sigma_j', () => {
    const cov = (i: number, j: number) => {
      let s = 0;
      for (let k = 0; k < ASSET_COUNT; k++) s += model.cholesky[i * 3 + k]! * model.cholesky[j * 3 + k]!;
      return s;
    };
    for (let i = 0; i < ASSET_COUNT; i++) {
      expect(Math.exp(model.logMean[i]! + cov(i, i) / 2)).toBeCloseTo(1 + model.realMean[i]!, 14);
      for (let j = 0; j < ASSET_COUNT; j++) {
        const arithmetic = (1 + model.realMean[i]!) * (1 + model.realMean[j]!) * (Math.exp(cov(i, j)) - 1);
        const target = model.correlation[i * 3 + j]! * model.realStd[i]! * model.realStd[j]!;
        expect(arithmetic).toBeCloseTo(target, 14);
      }
    }
  });

  it('accepts a zero-volatility asset and refuses inconsistent correlations', () => {
    const calm = buildMarketModel(resolveAssumptions({ cash: { mean: 0.03, stdDev: 0 } }));
    expect(Array.from(calm.cholesky).every(Number.isFinite)).toBe(true);
    expect(calm.cholesky[8]).toBe(0);
    const bad = resolveAssumptions({ correlations: { stocksBonds: 0.9, stocksCash: 0.9, bondsCash: -0.9 } });
    expect(() => buildMarketModel(bad)).toThrow(PlanningInputError);
  });

  it('factors a positive semi-definite matrix', () => {
    const m = Float64Array.of(4, 2, 2, 2, 5, 1, 2, 1, 3);
    const l = choleskyFactor(m, 3);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        let s = 0;
        for (let k = 0; k < 3; k++) s += l[i * 3 + k]! * l[j * 3 + k]!;
        expect(s).toBeCloseTo(m[i * 3 + j]!, 12);
      }
    }
  });
});
