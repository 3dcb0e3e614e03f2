import type { TInstitution } from '@finboard/contracts';
import { ChecklistPopover } from '../../../components/checklist-popover';

export interface InstitutionFilterProps {
  institutions: TInstitution[];
  /** The applied choice: null shows every institution. */
  selected: string[] | null;
  onApply: (selected: string[] | null) => void;
}

export function filterLabel(selected: string[] | null, total: number): string {
  if (selected === null || selected.length === total) return 'All Accounts';
  return `${selected.length} of ${total} Accounts`;
}

/** Which institutions the table shows: tick them, then APPLY (disabled while none is ticked). */
export function InstitutionFilter({ institutions, selected, onApply }: InstitutionFilterProps) {
  return (
    <ChecklistPopover
      buttonLabel={filterLabel(selected, institutions.length)}
      options={institutions.map((institution) => ({ id: institution.id, label: institution.name }))}
      selected={selected}
      onApply={onApply}
      applyLabel="APPLY"
      groupLabel="Institutions to show"
    />
  );
}
