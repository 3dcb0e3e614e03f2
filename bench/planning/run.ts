// npm run bench:planning -> one JSON line of median milliseconds (see the targets).
import { createRetirementSimulation, simulateRetirement, type RetirementInput } from '@finboard/domain/planning';
import { baselineSimulation } from './baseline';

const INPUT: RetirementInput = {
  birthDate: '1990-06-15',
  asOfDate: '2025-01-01', // age 34: 53 rows, 34..86
  salaryCents: 10_000_000,
  currentSavingsCents: 5_000_000,
  savingsRate: 0.1,
  retirementAge: 65,
  retirementIncomeRate: 0.8,
  socialSecurity: { monthlyPiaCents: 250_000, claimAge: 67 },
};

const TARGETS = { sim10kMs: 50, sim100kMs: 400, update10kMs: 8 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function measure(run: (i: number) => void, repeats: number, warmup = 2): number {
  for (let i = 0; i < warmup; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  return Number(median(times).toFixed(2));
}

const sim1kMs = measure((i) => simulateRetirement(INPUT, { paths: 1_000, seed: i }), 40);
const sim10kMs = measure((i) => simulateRetirement(INPUT, { paths: 10_000, seed: i }), 20);
const sim100kMs = measure((i) => simulateRetirement(INPUT, { paths: 100_000, seed: i }), 7, 1);
// Since the engine returns cents, update10kMs includes rounding the result to cents (about 420
// amounts), which My Plan's worker did after each update before (toMonteCarloResults).
const handle = createRetirementSimulation(INPUT, { paths: 10_000, seed: 1 });
const update10kMs = measure((i) => handle.update({ retirementAge: 55 + (i % 16) }), 200, 20);
const baseline10kMs = measure(
  () =>
    baselineSimulation(
      {
        currentAge: 34,
        retirementAge: 65,
        salary: 100_000,
        currentSavings: 50_000,
        savingsRate: 0.1,
        retirementIncomeRate: 0.8,
        monthlyPia: 2_500,
        claimAge: 67,
      },
      10_000,
    ),
  5,
  1,
);

const result = {
  bench: 'planning',
  node: process.version,
  rows: 53,
  sim1kMs,
  sim10kMs,
  sim100kMs,
  update10kMs,
  baseline10kMs,
  baselineOverEngine10k: Number((baseline10kMs / sim10kMs).toFixed(1)),
  targetsMet: sim10kMs <= TARGETS.sim10kMs && sim100kMs <= TARGETS.sim100kMs && update10kMs <= TARGETS.update10kMs,
};
console.log(JSON.stringify(result));
