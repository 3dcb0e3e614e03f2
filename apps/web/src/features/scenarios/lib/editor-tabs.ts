// The scenario editor's tabs (spec 01 §2 Scenario editor).
import type { TScenario } from '@finboard/contracts';

export type EditorTab = 'information' | 'accounts' | 'calculations' | 'sharing' | 'results' | 'eligibility';

const BASE_TABS: { value: EditorTab; label: string }[] = [
  { value: 'information', label: 'Information' },
  { value: 'accounts', label: 'Accounts' },
  { value: 'calculations', label: 'Calculations' },
  { value: 'sharing', label: 'Sharing' },
  { value: 'results', label: 'Results' },
];

/** Eligibility is the mortgage calculator's only. */
export function editorTabsFor(scenario: Pick<TScenario, 'calculator'>) {
  return scenario.calculator === 'mortgageCalculator' ? [...BASE_TABS, { value: 'eligibility' as const, label: 'Eligibility' }] : BASE_TABS;
}

/** A scenario last saved from its calculator opens on its results; otherwise on its information. */
export const initialEditorTab = (scenario: Pick<TScenario, 'updateMode'>): EditorTab => (scenario.updateMode === 'calculation' ? 'results' : 'information');
