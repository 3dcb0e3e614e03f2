import { describe, expect, it, vi } from 'vitest';
import { makePlanScenario } from '../../../test/scenario-fixtures';
import { planEngineSetup } from '../hooks/use-plan-preview';
import type { PlanResponse } from '../worker/plan-engine';
import { createMainThreadPlanClient } from '../worker/plan-client';
import { createRetirementDrag } from './retirement-drag';

describe('dragging the retirement marker', () => {
  it('previews each new whole age through the simulation and saves the last one on release', () => {
    const scenario = makePlanScenario();
    const setup = planEngineSetup(scenario);
    if (!setup || !scenario.results || scenario.results.calculator !== 'monteCarlo') throw new Error('fixture');
    const responses: PlanResponse[] = [];
    const client = createMainThreadPlanClient((response) => responses.push(response));
    client.send({ type: 'init', input: setup.input, options: setup.options });
    const { currentAge } = scenario.results;

    let id = 0;
    const onCommit = vi.fn();
    const drag = createRetirementDrag({
      currentAge,
      startAge: 65,
      onPreview: (retirementAge) => client.send({ type: 'update', id: ++id, changes: { retirementAge } }),
      onCommit,
    });
    drag.move(67.2 - currentAge);
    drag.move(67.4 - currentAge); // same whole age: no new frame
    drag.move(68 - currentAge);
    drag.end();

    expect(responses.map((response) => (response.type === 'result' ? response.results.retirementAge : response.message))).toEqual([67, 68]);
    expect(onCommit).toHaveBeenCalledWith(68);
  });

  it('replays the stored seed: the preview at the stored age equals the stored results', () => {
    const scenario = makePlanScenario({ retirementAge: 62, savingsRate: 0.15 });
    const setup = planEngineSetup(scenario);
    if (!setup) throw new Error('fixture');
    const responses: PlanResponse[] = [];
    const client = createMainThreadPlanClient((response) => responses.push(response));
    client.send({ type: 'init', input: setup.input, options: setup.options });
    client.send({ type: 'update', id: 1, changes: { retirementAge: 62 } });
    expect(responses[0]).toEqual({ type: 'result', id: 1, results: scenario.results });
  });

  it('does not save when released at the starting age', () => {
    const onCommit = vi.fn();
    const drag = createRetirementDrag({ currentAge: 35, startAge: 65, onPreview: vi.fn(), onCommit });
    drag.move(31);
    drag.move(30);
    drag.end();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
