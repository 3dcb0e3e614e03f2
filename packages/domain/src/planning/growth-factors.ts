// Per-path, per-year portfolio growth factors 1 + R_p: the only random part of the simulation.
// Each path-year draws three independent normals (stocks, bonds, cash), correlates them with
// the Cholesky factor and rebalances: 1 + R_p = sum of w_i exp(m_i + z_i).
import type { MarketModel } from './capital-market';
import type { Allocation } from './glide-path';
import { fillStandardNormals } from './normal';
import { exp, TABLE_EXP_LIMIT, tableExp } from './portable-math';
import { createRng, type Xoshiro128 } from './rng';

const CHUNK = 1024; // paths per batch of normals: small enough to stay in cache

/** Draws the factors year by year, in one fixed order, so a seed always gives the same ones. */
export class GrowthFactorStream {
  private readonly rng: Xoshiro128;
  private readonly normals: Float64Array;
  private year = 0;

  constructor(
    private readonly model: MarketModel,
    private readonly allocations: readonly Allocation[],
    private readonly paths: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.normals = new Float64Array(3 * Math.min(CHUNK, paths));
  }

  /** Writes the next year's factor for every path to out[offset..offset + paths). */
  nextYear(out: Float64Array, offset: number): void {
    const allocation = this.allocations[this.year++] ?? { stock: 0, bond: 0, cash: 0 };
    for (let first = 0; first < this.paths; first += CHUNK) {
      const count = Math.min(CHUNK, this.paths - first);
      fillStandardNormals(this.rng, this.normals, 0, 3 * count);
      fillFactors(out, offset + first, count, this.normals, this.model, allocation);
    }
  }
}

/**
 * All factors at once, year-major: year t of path p at [t * paths + p]. Kept by a simulation
 * handle so a drag replays them (common random numbers: no jitter).
 */
export function generateGrowthFactors(model: MarketModel, allocations: readonly Allocation[], paths: number, seed: number): Float64Array {
  const growth = new Float64Array(allocations.length * paths);
  const stream = new GrowthFactorStream(model, allocations, paths, seed);
  for (let t = 0; t < allocations.length; t++) stream.nextYear(growth, t * paths);
  return growth;
}

// Kept small and monomorphic: this loop is most of the cost of a fresh simulation.
function fillFactors(growth: Float64Array, offset: number, count: number, normals: Float64Array, model: MarketModel, allocation: Allocation): void {
  const l = model.cholesky;
  const l00 = l[0]!;
  const l10 = l[3]!;
  const l11 = l[4]!;
  const l20 = l[6]!;
  const l21 = l[7]!;
  const l22 = l[8]!;
  const m0 = model.logMean[0]!;
  const m1 = model.logMean[1]!;
  const m2 = model.logMean[2]!;
  const { stock, bond, cash } = allocation;
  for (let p = 0; p < count; p++) {
    const e0 = normals[3 * p]!;
    const e1 = normals[3 * p + 1]!;
    const e2 = normals[3 * p + 2]!;
    const x0 = m0 + l00 * e0;
    const x1 = m1 + l10 * e0 + l11 * e1;
    const x2 = m2 + l20 * e0 + l21 * e1 + l22 * e2;
    growth[offset + p] =
      Math.abs(x0) < TABLE_EXP_LIMIT && Math.abs(x1) < TABLE_EXP_LIMIT && Math.abs(x2) < TABLE_EXP_LIMIT
        ? stock * tableExp(x0) + bond * tableExp(x1) + cash * tableExp(x2)
        : stock * exp(x0) + bond * exp(x1) + cash * exp(x2);
  }
}
