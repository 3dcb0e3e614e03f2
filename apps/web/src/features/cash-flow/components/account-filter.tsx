import type { TCashFlowAccountsResponse } from '@finboard/contracts';
import { Text } from '@mantine/core';
import { ChecklistPopover } from '../../../components/checklist-popover';

type Institution = TCashFlowAccountsResponse['institutions'][number];

export interface AccountFilterProps {
  /** Institutions with cash or depository assets above 0 (the api's list). */
  institutions: Institution[];
  /** The applied choice; empty means every institution. */
  selected: string[];
  onApply: (selected: string[]) => void;
}

export function accountFilterLabel(selected: string[], total: number): string {
  if (selected.length === 0 || selected.length >= total) return 'All Accounts';
  return `${selected.length} of ${total} Accounts`;
}

/** Which institutions' cash accounts the page covers: tick them, then Apply. */
export function AccountFilter({ institutions, selected, onApply }: AccountFilterProps) {
  const options = institutions.map((institution) => ({
    id: institution.id,
    label: institution.name,
    description: (
      <Text span fz="xs" c="dimmed">
        {institution.accounts.map((account) => account.name).join(', ')}
      </Text>
    ),
  }));
  return (
    <ChecklistPopover
      buttonLabel={accountFilterLabel(selected, institutions.length)}
      options={options}
      selected={selected.length === 0 ? null : selected}
      onApply={(ids) => onApply(ids ?? [])}
      applyLabel="Apply"
      groupLabel="Institutions to include"
      disabled={institutions.length === 0}
      position="bottom-end"
      width={300}
      listMaxHeight={260}
    />
  );
}
