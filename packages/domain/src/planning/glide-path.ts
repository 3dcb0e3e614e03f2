// Glide path by age and the Mean / Std Dev columns of the plan table.
import { ASSET_COUNT, type MarketModel } from './capital-market';

export interface Allocation {
  stock: number;
  bond: number;
  cash: number;
}

const CASH_PERCENT = 5;

/** stocks clamp(110 - age, 30, 90)%, cash 5%, bonds the rest; whole percents, so exact. */
export function allocationForAge(age: number): Allocation {
  const stockPercent = Math.min(90, Math.max(30, 110 - age));
  return {
    stock: stockPercent / 100,
    bond: (100 - stockPercent - CASH_PERCENT) / 100,
    cash: CASH_PERCENT / 100,
  };
}

export function allocationWeights(a: Allocation): [number, number, number] {
  return [a.stock, a.bond, a.cash];
}

/** Expected real portfolio return: sum of w_i mu_r_i. */
export function portfolioMean(a: Allocation, model: MarketModel): number {
  const w = allocationWeights(a);
  let mean = 0;
  for (let i = 0; i < ASSET_COUNT; i++) mean += (w[i] ?? 0) * (model.realMean[i] ?? 0);
  return mean;
}

/** Real portfolio standard deviation: sqrt(sum_ij w_i w_j sigma_i sigma_j rho_ij). */
export function portfolioStd(a: Allocation, model: MarketModel): number {
  const w = allocationWeights(a);
  let variance = 0;
  for (let i = 0; i < ASSET_COUNT; i++) {
    for (let j = 0; j < ASSET_COUNT; j++) {
      const rho = model.correlation[i * ASSET_COUNT + j] ?? 0;
      variance += (w[i] ?? 0) * (w[j] ?? 0) * (model.realStd[i] ?? 0) * (model.realStd[j] ?? 0) * rho;
    }
  }
  return Math.sqrt(Math.max(0, variance));
}

/** Growth factor of the expected path, sum of w_i (1 + mu_r_i): 1 + mean, as paths compute it. */
export function expectedGrowth(a: Allocation, model: MarketModel): number {
  const w = allocationWeights(a);
  let growth = 0;
  for (let i = 0; i < ASSET_COUNT; i++) growth += (w[i] ?? 0) * (1 + (model.realMean[i] ?? 0));
  return growth;
}
