import type { NotificationRecipientRole } from '@finboard/domain';
import { useState } from 'react';
import { TopBarSearch } from '../../../features/search/components/top-bar-search';
import type { ConnectedClient } from './menus/advisor-side-menu';
import { useShellSearchItems } from './use-shell-search-items';

/** The top bar's search with what a client or advisor can find; reads only for a search wait for the first keystroke. */
export function ShellSearch({ role, clients }: { role: NotificationRecipientRole; clients: readonly ConnectedClient[] }) {
  const [searching, setSearching] = useState(false);
  const items = useShellSearchItems(role, clients, searching);
  return <TopBarSearch items={items} onSearchStart={() => setSearching(true)} />;
}
