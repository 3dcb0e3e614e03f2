// The /client/scenarios page's tabs and sort choices (spec 02 Scenarios), and who may do what to a card.
import type { TScenarioSummary } from '@finboard/contracts';
import type { ScenarioSort, ScenarioTab } from '../api';

export const SCENARIO_TAB_LABELS: { value: ScenarioTab; label: string }[] = [
  { value: 'saved', label: 'Saved' },
  { value: 'shared', label: 'Shared' },
  { value: 'top-rated', label: 'Top Rated' },
  { value: 'new', label: 'New' },
  { value: 'suggested', label: 'Suggested' },
];

export const SCENARIO_SORT_OPTIONS: { value: ScenarioSort; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'impact', label: 'Highest Impact' },
];

export const isScenarioTab = (value: string | null): value is ScenarioTab => SCENARIO_TAB_LABELS.some((tab) => tab.value === value);

/** Search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A scenario everyone sees: a template, or a client's scenario made public. */
export const isPublicCard = (scenario: Pick<TScenarioSummary, 'isPublic' | 'isPublicScenario'>) => scenario.isPublic || scenario.isPublicScenario;

/** Edit Scenario and renaming: only the owner's own scenarios. */
export const canEdit = (scenario: Pick<TScenarioSummary, 'isOwner'>, isReadOnly: boolean) => scenario.isOwner && !isReadOnly;

/** The trash icon: the owner's scenarios, hidden on public ones (spec 01 §2 Remove Scenario). */
export const canRemove = (scenario: Pick<TScenarioSummary, 'isOwner' | 'isPublic' | 'isPublicScenario'>, isReadOnly: boolean) =>
  canEdit(scenario, isReadOnly) && !isPublicCard(scenario);

/** 'Save Scenario' copies a public scenario that is not the caller's own. */
export const canSaveCopy = (scenario: Pick<TScenarioSummary, 'isOwner' | 'isPublic' | 'isPublicScenario'>, isReadOnly: boolean) =>
  !isReadOnly && !scenario.isOwner && isPublicCard(scenario);

export const removeMessage = (name: string) => `Are you sure to remove ${name}?`;

export function emptyListMessage(tab: ScenarioTab, search: string, isReadOnly: boolean): string {
  if (search) return 'No scenarios match your search.';
  if (isReadOnly) return 'Client has not shared any scenarios with you.';
  switch (tab) {
    case 'saved':
      return 'You have no scenarios.';
    case 'shared':
      return 'You have not shared any scenarios.';
    case 'suggested':
      return 'You have saved every suggested scenario.';
    default:
      return 'There are no public scenarios yet.';
  }
}
