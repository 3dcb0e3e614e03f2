// Web Worker holding the retirement simulation, so recomputing while dragging never blocks the page.
import { createPlanEngine, type PlanRequest, type PlanResponse } from './plan-engine';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PlanRequest>) => void) | null;
  postMessage: (message: PlanResponse) => void;
}

const scope = self as unknown as WorkerScope;
const handle = createPlanEngine();

scope.onmessage = (event) => {
  const response = handle(event.data);
  if (response) scope.postMessage(response);
};
