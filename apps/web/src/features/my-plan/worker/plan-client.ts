// Talks to the plan worker; falls back to the same engine on the main thread (tests, old browsers).
import { createPlanEngine, type PlanRequest, type PlanResponse } from './plan-engine';

export interface PlanClient {
  send: (request: PlanRequest) => void;
  dispose: () => void;
}

export function createPlanClient(onResponse: (response: PlanResponse) => void): PlanClient {
  if (typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./plan.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<PlanResponse>) => onResponse(event.data);
      return { send: (request) => worker.postMessage(request), dispose: () => worker.terminate() };
    } catch {
      // Fall through to the main thread.
    }
  }
  return createMainThreadPlanClient(onResponse);
}

export function createMainThreadPlanClient(onResponse: (response: PlanResponse) => void): PlanClient {
  const handle = createPlanEngine();
  let disposed = false;
  return {
    send: (request) => {
      const response = handle(request);
      if (response && !disposed) onResponse(response);
    },
    dispose: () => {
      disposed = true;
    },
  };
}
