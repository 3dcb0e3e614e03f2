// Capital market assumptions and the lognormal return model built from them.
import { log } from './portable-math';
import { PlanningInputError } from './planning-input-error';
import type { CapitalMarketAssumptions } from './types';

/** Nominal, arithmetic, annual (planning-model.md). */
export const DEFAULT_ASSUMPTIONS: CapitalMarketAssumptions = Object.freeze({
  inflation: 0.025,
  stocks: Object.freeze({ mean: 0.08, stdDev: 0.17 }),
  bonds: Object.freeze({ mean: 0.045, stdDev: 0.06 }),
  cash: Object.freeze({ mean: 0.03, stdDev: 0.01 }),
  correlations: Object.freeze({ stocksBonds: 0.1, stocksCash: 0, bondsCash: 0.25 }),
});

export const ASSET_COUNT = 3; // stocks, bonds, cash, in that order everywhere

/** Real moments and the lognormal parameters per asset, plus the log-space Cholesky factor. */
export interface MarketModel {
  realMean: Float64Array;
  realStd: Float64Array;
  /** Arithmetic correlation matrix, row-major 3x3. */
  correlation: Float64Array;
  /** m_i = ln(1 + mu_r) - s_i^2 / 2, so E[exp(m_i + z_i)] = 1 + mu_r exactly. */
  logMean: Float64Array;
  /** Lower-triangular factor of the log-space covariance, row-major 3x3. */
  cholesky: Float64Array;
}

export function resolveAssumptions(partial?: Partial<CapitalMarketAssumptions>): CapitalMarketAssumptions {
  const d = DEFAULT_ASSUMPTIONS;
  const p = partial ?? {};
  return {
    inflation: p.inflation ?? d.inflation,
    stocks: { ...(p.stocks ?? d.stocks) },
    bonds: { ...(p.bonds ?? d.bonds) },
    cash: { ...(p.cash ?? d.cash) },
    correlations: { ...(p.correlations ?? d.correlations) },
  };
}

export function correlationMatrix(a: CapitalMarketAssumptions): Float64Array {
  const { stocksBonds: sb, stocksCash: sc, bondsCash: bc } = a.correlations;
  return Float64Array.of(1, sb, sc, sb, 1, bc, sc, bc, 1);
}

export function buildMarketModel(a: CapitalMarketAssumptions): MarketModel {
  const assets = [a.stocks, a.bonds, a.cash];
  const realMean = new Float64Array(ASSET_COUNT);
  const realStd = new Float64Array(ASSET_COUNT);
  assets.forEach((asset, i) => {
    realMean[i] = (1 + asset.mean) / (1 + a.inflation) - 1;
    realStd[i] = asset.stdDev / (1 + a.inflation);
  });
  const correlation = correlationMatrix(a);
  // Log-space covariance of lognormals with the given arithmetic moments and correlations:
  // C_ij = ln(1 + rho_ij cv_i cv_j), cv = sigma_r / (1 + mu_r); C_ii is the doc's s_i^2.
  const cov = new Float64Array(ASSET_COUNT * ASSET_COUNT);
  for (let i = 0; i < ASSET_COUNT; i++) {
    for (let j = 0; j < ASSET_COUNT; j++) {
      const cvi = at(realStd, i) / (1 + at(realMean, i));
      const cvj = at(realStd, j) / (1 + at(realMean, j));
      cov[i * ASSET_COUNT + j] = log(1 + at(correlation, i * ASSET_COUNT + j) * cvi * cvj);
    }
  }
  const logMean = new Float64Array(ASSET_COUNT);
  for (let i = 0; i < ASSET_COUNT; i++) {
    logMean[i] = log(1 + at(realMean, i)) - at(cov, i * ASSET_COUNT + i) / 2;
  }
  return { realMean, realStd, correlation, logMean, cholesky: choleskyFactor(cov, ASSET_COUNT) };
}

/**
 * Cholesky factor of a positive semi-definite matrix. A zero-variance asset gets a zero column
 * instead of a division by zero; a matrix that is not PSD is an input error.
 */
export function choleskyFactor(matrix: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  const tolerance = 1e-12;
  for (let j = 0; j < n; j++) {
    let d = at(matrix, j * n + j);
    for (let k = 0; k < j; k++) d -= at(l, j * n + k) ** 2;
    if (d < -tolerance) throw notPositiveSemiDefinite();
    const ljj = d > tolerance ? Math.sqrt(d) : 0;
    l[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let s = at(matrix, i * n + j);
      for (let k = 0; k < j; k++) s -= at(l, i * n + k) * at(l, j * n + k);
      if (ljj === 0 && Math.abs(s) > tolerance) throw notPositiveSemiDefinite();
      l[i * n + j] = ljj === 0 ? 0 : s / ljj;
    }
  }
  return l;
}

function notPositiveSemiDefinite(): PlanningInputError {
  return new PlanningInputError('assumptions.correlations', 'Correlations must be consistent with each other (a positive semi-definite matrix)');
}

function at(array: Float64Array, index: number): number {
  return array[index] ?? 0;
}
