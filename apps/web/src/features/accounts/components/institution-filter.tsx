import type { TInstitution } from '@finboard/contracts';
import { Button, Checkbox, Divider, Popover, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

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
  const allIds = institutions.map((institution) => institution.id);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);

  const toggleOpen = () => {
    if (!opened) setDraft(selected ?? allIds);
    setOpened(!opened);
  };
  const toggle = (id: string, checked: boolean) =>
    setDraft((current) => (checked ? [...current, id] : current.filter((value) => value !== id)));
  const apply = () => {
    onApply(draft.length === allIds.length ? null : allIds.filter((id) => draft.includes(id)));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus width={280}>
      <Popover.Target>
        <Button variant="default" rightSection={<ChevronDownIcon />} onClick={toggleOpen}>
          {filterLabel(selected, allIds.length)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label="Institutions to show">
          <Checkbox
            label="Select All"
            checked={draft.length === allIds.length && allIds.length > 0}
            indeterminate={draft.length > 0 && draft.length < allIds.length}
            onChange={(event) => setDraft(event.currentTarget.checked ? allIds : [])}
          />
          <Divider />
          <ScrollArea.Autosize mah={240} type="auto">
            <Stack gap="xs">
              {institutions.map((institution) => (
                <Checkbox
                  key={institution.id}
                  label={institution.name}
                  checked={draft.includes(institution.id)}
                  onChange={(event) => toggle(institution.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button onClick={apply} disabled={draft.length === 0} fullWidth>
            APPLY
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
