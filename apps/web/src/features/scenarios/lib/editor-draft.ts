// The editor's unsaved changes (Information and Calculations tabs) and the PATCH they become.
import type { TScenario, TScenarioInputs, TUpdateScenarioRequest } from '@finboard/contracts';
import {
  calculatorsForType,
  checkScenarioInputs,
  checkScenarioName,
  defaultScenarioInputs,
  isCalculatorForType,
  type ScenarioCalculator,
  type ScenarioIssue,
  type ScenarioType,
} from '@finboard/domain';

export interface EditorDraft {
  name: string;
  description: string;
  detailHow: string;
  detailDiscover: string;
  type: ScenarioType;
  /** null: the inputs were not touched (a type change then lets the server start its calculator afresh). */
  inputs: TScenarioInputs | null;
}

type Source = Pick<TScenario, 'name' | 'description' | 'detailHow' | 'detailDiscover' | 'type' | 'inputs'>;

export const draftFromScenario = (scenario: Source): EditorDraft => ({
  name: scenario.name,
  description: scenario.description,
  detailHow: scenario.detailHow,
  detailDiscover: scenario.detailDiscover,
  type: scenario.type,
  inputs: null,
});

const firstCalculator = (type: ScenarioType): ScenarioCalculator => calculatorsForType(type)[0] ?? 'monteCarlo';

/** What the Calculations tab shows: the edited inputs, the saved ones while they fit the type, or a new calculator's defaults. */
export function draftInputs(draft: EditorDraft, scenario: Source): TScenarioInputs {
  if (draft.inputs) return draft.inputs;
  if (isCalculatorForType(draft.type, scenario.inputs.calculator)) return scenario.inputs;
  return defaultScenarioInputs(firstCalculator(draft.type));
}

/** A new type keeps edited inputs that still fit it. */
export function changeType(draft: EditorDraft, type: ScenarioType): EditorDraft {
  const inputs = draft.inputs && isCalculatorForType(type, draft.inputs.calculator) ? draft.inputs : null;
  return { ...draft, type, inputs };
}

/** Another debt calculator starts from the saved inputs if it is the saved one, else from its defaults. */
export function changeCalculator(draft: EditorDraft, scenario: Source, calculator: ScenarioCalculator): EditorDraft {
  return { ...draft, inputs: calculator === scenario.inputs.calculator ? scenario.inputs : defaultScenarioInputs(calculator) };
}

/** The first problem, with the same rules (and messages) as the api. */
export function draftIssue(draft: EditorDraft): ScenarioIssue | null {
  return checkScenarioName(draft.name) ?? (draft.inputs ? checkScenarioInputs(draft.inputs) : null);
}

const sameInputs = (a: TScenarioInputs, b: TScenarioInputs) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields, or null when nothing changed. updateMode says which kind of save it was:
 * 'calculation' when the results are recomputed, so the editor reopens on them.
 */
export function updateRequest(draft: EditorDraft, scenario: Source): TUpdateScenarioRequest | null {
  const body: TUpdateScenarioRequest = {};
  const name = draft.name.trim();
  if (name !== scenario.name) body.name = name;
  if (draft.description !== scenario.description) body.description = draft.description;
  if (draft.detailHow !== scenario.detailHow) body.detailHow = draft.detailHow;
  if (draft.detailDiscover !== scenario.detailDiscover) body.detailDiscover = draft.detailDiscover;
  if (draft.type !== scenario.type) body.type = draft.type;
  if (draft.inputs && !sameInputs(draft.inputs, scenario.inputs)) body.inputs = draft.inputs;
  if (Object.keys(body).length === 0) return null;
  const recomputes = body.inputs !== undefined || !isCalculatorForType(draft.type, scenario.inputs.calculator);
  return { ...body, updateMode: recomputes ? 'calculation' : 'information' };
}
