// Per-path, per-year portfolio growth factors 1 + R_p: the only random part of the simulation.
// Drawn once per seed and replayed while cash flows change (common random numbers).
import type { MarketModel } from './capital-market';
import type { Allocation } from './glide-path';
import { fillStandardNormals } from './normal';
import { fastExp } from './portable-math';
import { createRng } from './rng';

/**
 * Year-major Float64Array: factor for year t of path p at [t * paths + p]. Each path-year draws
 * three independent normals (stocks, bonds, cash), correlates them with the Cholesky factor and
 * rebalances: 1 + R_p = sum of w_i exp(m_i + z_i).
 */
export function generateGrowthFactors(
  model: MarketModel,
  allocations: readonly Allocation[],
  paths: number,
  seed: number,
): Float64Array {
  const years = allocations.length;
  const growth = new Float64Array(years * paths);
  const normals = new Float64Array(3 * paths);
  const rng = createRng(seed);
  for (let t = 0; t < years; t++) {
    fillStandardNormals(rng, normals, 0, normals.length);
    const allocation = allocations[t] ?? { stock: 0, bond: 0, cash: 0 };
    fillYear(growth, t * paths, paths, normals, model, allocation);
  }
  return growth;
}

// Kept small and monomorphic: this loop is most of the cost of a fresh simulation.
function fillYear(
  growth: Float64Array,
  offset: number,
  paths: number,
  normals: Float64Array,
  model: MarketModel,
  allocation: Allocation,
): void {
  const l = model.cholesky;
  const l00 = l[0] ?? 0;
  const l10 = l[3] ?? 0;
  const l11 = l[4] ?? 0;
  const l20 = l[6] ?? 0;
  const l21 = l[7] ?? 0;
  const l22 = l[8] ?? 0;
  const m0 = model.logMean[0] ?? 0;
  const m1 = model.logMean[1] ?? 0;
  const m2 = model.logMean[2] ?? 0;
  const { stock, bond, cash } = allocation;
  for (let p = 0; p < paths; p++) {
    const e0 = normals[3 * p] ?? 0;
    const e1 = normals[3 * p + 1] ?? 0;
    const e2 = normals[3 * p + 2] ?? 0;
    const stockGrowth = fastExp(m0 + l00 * e0);
    const bondGrowth = fastExp(m1 + l10 * e0 + l11 * e1);
    const cashGrowth = fastExp(m2 + l20 * e0 + l21 * e1 + l22 * e2);
    growth[offset + p] = stock * stockGrowth + bond * bondGrowth + cash * cashGrowth;
  }
}
