import { formatDateTime } from '@finboard/domain/format';
import type { TInstitution } from '@finboard/contracts';

const listOf = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** Why a bank is "Not fully updated": which parts it did not send at the last sync, and that nothing was lost. */
export function incompleteNote(institution: Pick<TInstitution, 'incompleteParts' | 'lastSyncedAt'>): string {
  const since = institution.lastSyncedAt ? ` since ${formatDateTime(institution.lastSyncedAt)}` : '';
  return `The bank did not send ${listOf(institution.incompleteParts)} at the last update. What was saved before is shown${since}; we will try again.`;
}
