import { useHotkeys } from '@mantine/hooks';

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere but another text field. */
export const SEARCH_HOTKEY = 'mod+K';
export const SEARCH_KEYSHORTCUTS = 'Control+K Meta+K';

export function useSearchHotkey(open: () => void) {
  useHotkeys([[SEARCH_HOTKEY, open]]);
}
