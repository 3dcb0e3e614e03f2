import type { TMonteCarloResults, TScenario } from '@finboard/contracts';
import { retirementInputFromBasis } from '@finboard/domain';
import type { RetirementInput } from '@finboard/domain/planning';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlanResponse } from '../worker/plan-engine';
import { createPlanClient, type PlanClient } from '../worker/plan-client';

/** The engine input for a stored plan, or null when it cannot be recomputed in the browser. */
export function planEngineSetup(scenario: TScenario | null) {
  const computation = scenario?.computation;
  if (!scenario || scenario.inputs.calculator !== 'monteCarlo' || !computation?.basis || computation.basis.kind !== 'retirement') return null;
  const input: RetirementInput = retirementInputFromBasis(computation.basis, scenario.inputs, computation.assumptions ?? undefined);
  return {
    input,
    options: { ...(computation.seed !== null ? { seed: computation.seed } : {}), ...(computation.paths !== null ? { paths: computation.paths } : {}) },
  };
}

/**
 * Instant previews of a plan while its inputs move: the simulation lives in a worker (or on the
 * main thread without one); one request is in flight at a time and only the latest waiting one is
 * sent, so a fast drag never queues stale frames. The preview clears when the stored plan changes.
 */
export function usePlanPreview(scenario: TScenario | null, createClient: typeof createPlanClient = createPlanClient) {
  const [preview, setPreview] = useState<TMonteCarloResults | null>(null);
  const clientRef = useRef<PlanClient | null>(null);
  const busy = useRef(false);
  const waiting = useRef<Partial<RetirementInput> | null>(null);
  const nextId = useRef(1);
  const firstWanted = useRef(1);
  const setupKey = JSON.stringify(planEngineSetup(scenario));

  useEffect(() => {
    setPreview(null);
    const setup = JSON.parse(setupKey) as ReturnType<typeof planEngineSetup>;
    if (!setup) return undefined;
    busy.current = false;
    waiting.current = null;
    const client = createClient((response: PlanResponse) => {
      busy.current = false;
      // An answer to a request sent before a reset is no longer wanted.
      if (response.type === 'result' && response.id >= firstWanted.current) setPreview(response.results);
      const next = waiting.current;
      if (next) {
        waiting.current = null;
        busy.current = true;
        client.send({ type: 'update', id: nextId.current++, changes: next });
      }
    });
    client.send({ type: 'init', input: setup.input, options: setup.options });
    clientRef.current = client;
    return () => {
      client.dispose();
      clientRef.current = null;
    };
  }, [setupKey, createClient]);

  const update = useCallback((changes: Partial<RetirementInput>) => {
    const client = clientRef.current;
    if (!client) return;
    if (busy.current) {
      waiting.current = { ...waiting.current, ...changes };
      return;
    }
    busy.current = true;
    client.send({ type: 'update', id: nextId.current++, changes });
  }, []);

  /** Back to the stored plan: the preview clears and answers still on their way are dropped. */
  const reset = useCallback(() => {
    waiting.current = null;
    firstWanted.current = nextId.current;
    setPreview(null);
  }, []);

  return { preview, update, reset, canPreview: setupKey !== 'null' };
}
