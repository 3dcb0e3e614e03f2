import { useCombobox } from '@mantine/core';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { matchSearch, normalizeSearchText } from '../lib/match-search';
import type { SearchItem } from '../lib/search-item';
import { emptyQueryItems } from '../lib/search-items';

export const SEARCH_RESULT_HEADING = 'Search Result';
export const QUICK_LINKS_HEADING = 'Quick Links';

export interface SearchBoxOptions {
  /** Called when the user first types something (to load what only a search needs). */
  onSearchStart?: () => void;
  /** Called once a result was chosen (its link does the navigation). */
  onChosen?: () => void;
}

/**
 * The search box's state: the query, the results under their heading, and the combobox store that
 * moves through them with the arrow keys, opens one with Enter (the first when none is selected)
 * and closes with Escape.
 */
export function useSearchBox(items: readonly SearchItem[], { onSearchStart, onChosen }: SearchBoxOptions = {}) {
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typed = normalizeSearchText(query) !== '';
  const results = useMemo(() => (typed ? matchSearch(items, query) : emptyQueryItems(items)), [items, query, typed]);

  const change = (value: string) => {
    setQuery(value);
    if (normalizeSearchText(value)) onSearchStart?.();
    combobox.openDropdown();
    combobox.resetSelectedOption();
  };

  // Runs before the combobox's own keys: Enter with nothing selected opens the first result.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && combobox.dropdownOpened && combobox.getSelectedOptionIndex() === -1 && results.length > 0) {
      combobox.selectFirstOption();
    }
  };

  const chosen = () => {
    setQuery('');
    combobox.closeDropdown();
    onChosen?.();
  };

  return {
    query,
    change,
    keyDown,
    chosen,
    combobox,
    results,
    heading: typed ? SEARCH_RESULT_HEADING : QUICK_LINKS_HEADING,
  };
}
