import { validateRetirementInput, validateOptions } from '../../packages/domain/src/planning/validate-input';
import { prepareMarket, computeResult } from '../../packages/domain/src/planning/retirement-engine';
const input = { birthDate: '1990-06-15', asOfDate: '2025-01-01', salary: 100000, currentSavings: 50000, savingsRate: 0.1, retirementAge: 65, retirementIncomeRate: 0.8, socialSecurity: { monthlyPia: 2500, claimAge: 67 } };
const plan = validateRetirementInput(input);
for (let k = 0; k < 6; k++) {
  const o = validateOptions({ paths: 100000, seed: k });
  let t = performance.now(); const m = prepareMarket(plan, o); const a = performance.now() - t;
  t = performance.now(); computeResult(plan, o, m); console.log('prepare', a.toFixed(0), 'compute', (performance.now() - t).toFixed(0));
}
