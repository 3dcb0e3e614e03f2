// The straightforward implementation the engine is measured against: arrays of objects,
// Math.random with Box-Muller normals, Math.exp, and a full comparator sort per age for the
// percentiles. Same model as the engine (planning-model.md), default assumptions, no spouse.
// Benchmark only: not deterministic, not part of the product.

interface BaselineInput {
  currentAge: number;
  retirementAge: number;
  salary: number;
  currentSavings: number;
  savingsRate: number;
  retirementIncomeRate: number;
  monthlyPia: number;
  claimAge: number;
}

interface YearRecord {
  age: number;
  balance: number;
  failed: boolean;
}

const ASSETS = [
  { mean: 0.08, std: 0.17 },
  { mean: 0.045, std: 0.06 },
  { mean: 0.03, std: 0.01 },
];
const CORRELATION = [
  [1, 0.1, 0],
  [0.1, 1, 0.25],
  [0, 0.25, 1],
];
const INFLATION = 0.025;

function lognormalModel() {
  const real = ASSETS.map((a) => ({ mean: (1 + a.mean) / (1 + INFLATION) - 1, std: a.std / (1 + INFLATION) }));
  const cov = real.map((ai, i) => real.map((aj, j) => Math.log(1 + (CORRELATION[i]![j]! * ai.std * aj.std) / ((1 + ai.mean) * (1 + aj.mean)))));
  const chol = cov.map(() => [0, 0, 0]);
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j <= i; j++) {
      let s = cov[i]![j]!;
      for (let k = 0; k < j; k++) s -= chol[i]![k]! * chol[j]![k]!;
      chol[i]![j] = i === j ? Math.sqrt(s) : s / chol[j]![j]!;
    }
  }
  const logMeans = real.map((a, i) => Math.log(1 + a.mean) - cov[i]![i]! / 2);
  return { chol, logMeans };
}

function gaussian(): number {
  const u = 1 - Math.random();
  const v = Math.random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function percentile(sorted: number[], p: number): number {
  const pos = (sorted.length - 1) * p;
  const k = Math.floor(pos);
  const h = pos - k;
  return k + 1 < sorted.length ? sorted[k]! + h * (sorted[k + 1]! - sorted[k]!) : sorted[k]!;
}

export function baselineSimulation(input: BaselineInput, paths: number) {
  const { chol, logMeans } = lognormalModel();
  const ages: number[] = [];
  for (let a = input.currentAge; a <= 86; a++) ages.push(a);
  const ssFactor = 1; // claim at 67
  const retiredSpending = input.retirementIncomeRate * input.salary;
  const allPaths: YearRecord[][] = [];
  for (let p = 0; p < paths; p++) {
    const records: YearRecord[] = [];
    let balance = input.currentSavings;
    let failed = false;
    for (const age of ages) {
      const stock = Math.min(90, Math.max(30, 110 - age)) / 100;
      const weights = [stock, 1 - stock - 0.05, 0.05];
      const eps = [gaussian(), gaussian(), gaussian()];
      const growth = weights.reduce((sum, w, i) => {
        const z = chol[i]!.reduce((acc, c, k) => acc + c * eps[k]!, 0);
        return sum + w * Math.exp(logMeans[i]! + z);
      }, 0);
      const ss = age >= input.claimAge ? 12 * input.monthlyPia * ssFactor : 0;
      const flow = age < input.retirementAge ? input.savingsRate * input.salary : ss - retiredSpending;
      const value = balance + flow;
      if (failed || value < 0) {
        failed = true;
        balance = 0;
      } else {
        balance = value * growth;
      }
      records.push({ age, balance, failed });
    }
    allPaths.push(records);
  }
  const rows = ages.map((age, t) => {
    const sorted = allPaths.map((records) => records[t]!.balance).sort((a, b) => a - b);
    return { age, p10: percentile(sorted, 0.1), p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) };
  });
  const failures = allPaths.filter((records) => records[records.length - 1]!.failed).length;
  return { retirementScore: Math.round((100 * (paths - failures)) / paths), rows };
}
