import { ActionIcon, Modal, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { SearchIcon } from '../../../components/icons';
import { useSearchHotkey } from '../hooks/use-search-hotkey';
import type { SearchItem } from '../lib/search-item';
import { SearchBox } from './search-box';

export interface TopBarSearchProps {
  items: readonly SearchItem[];
  /** Called when the user first types something (to load what only a search needs). */
  onSearchStart?: () => void;
}

/**
 * The top bar's search: an input on wide screens; on narrow ones an icon button opening it in a
 * dialog. Ctrl/Cmd+K focuses it (or opens the dialog).
 */
export function TopBarSearch({ items, onSearchStart }: TopBarSearchProps) {
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(width < ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  useSearchHotkey(() => (narrow ? dialog.open() : inputRef.current?.focus()));

  if (!narrow) return <SearchBox items={items} onSearchStart={onSearchStart} inputRef={inputRef} width={260} />;

  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Open search" onClick={dialog.open}>
        <SearchIcon size={22} />
      </ActionIcon>
      <Modal opened={dialogOpened} onClose={dialog.close} title="Search" yOffset="10vh">
        <SearchBox items={items} onSearchStart={onSearchStart} onChosen={dialog.close} dropdownWidth="target" autoFocus />
      </Modal>
    </>
  );
}
