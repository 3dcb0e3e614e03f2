import { createRng } from '../../packages/domain/src/planning/rng';
import { fillStandardNormals } from '../../packages/domain/src/planning/normal';
import { generateGrowthFactors } from '../../packages/domain/src/planning/growth-factors';
import { buildMarketModel, resolveAssumptions } from '../../packages/domain/src/planning/capital-market';
import { allocationForAge } from '../../packages/domain/src/planning/glide-path';
const model = buildMarketModel(resolveAssumptions());
const allocs = Array.from({ length: 53 }, (_, t) => allocationForAge(34 + t));
const out = new Float64Array(3e6); const rn: number[] = [], rg: number[] = [];
for (let k = 0; k < 30; k++) { let t = performance.now(); fillStandardNormals(createRng(k), out, 0, out.length); rn.push(performance.now() - t); t = performance.now(); generateGrowthFactors(model, allocs, 10000, k); rg.push(performance.now() - t); }
rn.sort((a, b) => a - b); rg.sort((a, b) => a - b);
console.log('3M normals min', rn[0]!.toFixed(1), 'med', rn[15]!.toFixed(1), '| growth10k min', rg[0]!.toFixed(1), 'med', rg[15]!.toFixed(1));
