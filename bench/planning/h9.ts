import { simulateRetirement } from '@finboard/domain/planning';
const input = { birthDate: '1985-03-20', asOfDate: '2025-06-30', salary: 120000, currentSavings: 150000, savingsRate: 0.12, retirementAge: 65, retirementIncomeRate: 0.75,
  socialSecurity: { monthlyPia: 2800, claimAge: 67 }, spouse: { birthDate: '1987-09-01', salary: 60000, socialSecurity: { monthlyPia: 1500, claimAge: 62 } }, effectiveTaxRate: 0.1, wageGrowthRate: 0.01 };
const r = simulateRetirement(input, { paths: 2000, seed: 42 });
const { rows, ...rest } = r;
console.log(JSON.stringify({ ...rest, optimisticPercentile: undefined, medianPercentile: undefined, pessimisticPercentile: undefined, failuresByAge: r.failuresByAge.join(',') }));
for (const i of [0, 24, 25, 27, 46]) console.log(JSON.stringify(rows[i]), r.pessimisticPercentile[i], r.optimisticPercentile[i]);
const r2 = simulateRetirement({ birthDate: '1990-06-15', asOfDate: '2025-01-01', salary: 100000, currentSavings: 50000, savingsRate: 0.1, retirementAge: 65, retirementIncomeRate: 0.8, socialSecurity: { monthlyPia: 2500 } }, { seed: 2025 });
console.log(r2.retirementScore, r2.failureNumber, r2.medianDepletionAge, r2.spendingFundedRate, r2.medianPercentile[30], r2.rows.length);
