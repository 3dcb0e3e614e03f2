import { createRetirementSimulation } from '../../packages/domain/src/planning/create-retirement-simulation';
const input = { birthDate: '1990-06-15', asOfDate: '2025-01-01', salary: 100000, currentSavings: 50000, savingsRate: 0.1, retirementAge: 65, retirementIncomeRate: 0.8, socialSecurity: { monthlyPia: 2500, claimAge: 67 } };
const sim = createRetirementSimulation(input, { paths: 10000, seed: 7 });
let age = 55; const r: number[] = [];
for (let k = 0; k < 400; k++) { const t = performance.now(); sim.update({ retirementAge: (age = age === 70 ? 55 : age + 1) }); r.push(performance.now() - t); }
r.sort((a, b) => a - b); console.log('update min', r[0]!.toFixed(2), 'med', r[200]!.toFixed(2));
