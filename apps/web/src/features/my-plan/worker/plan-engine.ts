// The simulation handle behind the drag: the worker runs it, or the page itself when workers are missing.
import type { TMonteCarloResults } from '@finboard/contracts';
import { createRetirementSimulation, type RetirementInput, type RetirementSimulation, type SimulationOptions } from '@finboard/domain/planning';
import { toMonteCarloResults } from '@finboard/domain';

export type PlanRequest =
  { type: 'init'; input: RetirementInput; options: SimulationOptions } | { type: 'update'; id: number; changes: Partial<RetirementInput> };

export type PlanResponse = { type: 'result'; id: number; results: TMonteCarloResults } | { type: 'error'; id: number; message: string };

/** Handles one request: init builds the handle (caching growth factors), update replays them. */
export function createPlanEngine() {
  let simulation: RetirementSimulation | null = null;
  return (request: PlanRequest): PlanResponse | null => {
    try {
      if (request.type === 'init') {
        simulation = createRetirementSimulation(request.input, request.options);
        return null;
      }
      if (!simulation) return { type: 'error', id: request.id, message: 'The plan is not loaded' };
      return { type: 'result', id: request.id, results: toMonteCarloResults(simulation.update(request.changes)) };
    } catch (error) {
      return { type: 'error', id: request.type === 'update' ? request.id : 0, message: error instanceof Error ? error.message : String(error) };
    }
  };
}
