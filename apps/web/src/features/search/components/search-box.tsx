import { Combobox, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { SearchIcon } from '../../../components/icons';
import { useSearchBox, type SearchBoxOptions } from '../hooks/use-search-box';
import { SEARCH_KEYSHORTCUTS } from '../hooks/use-search-hotkey';
import type { SearchItem } from '../lib/search-item';
import { SearchResults } from './search-results';

export interface SearchBoxProps extends SearchBoxOptions {
  items: readonly SearchItem[];
  inputRef?: Ref<HTMLInputElement>;
  /** The input's width; the dropdown is at least as wide. */
  width?: number | string;
  /** The dropdown's width ('target': the input's). */
  dropdownWidth?: number | 'target';
  /** Marks the input for the surrounding dialog to focus when it opens (narrow screens). */
  autoFocus?: boolean;
}

/** The search input and its results (spec 01 §2): a Mantine combobox, so the keyboard drives it. */
export function SearchBox({ items, inputRef, width, dropdownWidth = 380, autoFocus, ...options }: SearchBoxProps) {
  const box = useSearchBox(items, options);
  const { combobox } = box;

  return (
    <Combobox store={combobox} onOptionSubmit={box.chosen} width={dropdownWidth} position="bottom-start" shadow="md">
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <TextInput
          ref={inputRef}
          w={width}
          aria-label="Search"
          aria-keyshortcuts={SEARCH_KEYSHORTCUTS}
          placeholder="Search"
          leftSection={<SearchIcon size={16} />}
          value={box.query}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => box.change(event.currentTarget.value)}
          onKeyDown={box.keyDown}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      {/* Every quick link shows on focus: the list scrolls rather than running off the screen. */}
      <Combobox.Dropdown mah="min(70vh, 480px)" style={{ overflowY: 'auto' }}>
        <SearchResults heading={box.heading} results={box.results} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
