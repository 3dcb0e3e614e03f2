import { simulateRetirement, createRetirementSimulation } from '@finboard/domain/planning';
const input = { birthDate: '1990-06-15', asOfDate: '2025-01-01', salary: 100000, currentSavings: 50000, savingsRate: 0.1, retirementAge: 65, retirementIncomeRate: 0.8, socialSecurity: { monthlyPia: 2500, claimAge: 67 } };
const a = simulateRetirement(input, { paths: 10000, seed: 7 });
const h = createRetirementSimulation({ ...input, retirementAge: 60 }, { paths: 10000, seed: 7 });
const b = h.update({ retirementAge: 65 });
console.log(a.retirementScore, a.failureNumber, a.spendingFundedRate, JSON.stringify(a) === JSON.stringify(b));
