import type { TCashFlowAccountsResponse } from '@finboard/contracts';
import { Button, Checkbox, Divider, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

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
  const allIds = institutions.map((institution) => institution.id);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);

  const toggleOpen = () => {
    if (!opened) setDraft(selected.length === 0 ? allIds : selected);
    setOpened(!opened);
  };
  const toggle = (id: string, checked: boolean) => setDraft((current) => (checked ? [...current, id] : current.filter((value) => value !== id)));
  const apply = () => {
    onApply(draft.length === allIds.length ? [] : allIds.filter((id) => draft.includes(id)));
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus width={300}>
      <Popover.Target>
        <Button variant="default" rightSection={<ChevronDownIcon />} onClick={toggleOpen} disabled={institutions.length === 0}>
          {accountFilterLabel(selected, allIds.length)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label="Institutions to include">
          <Checkbox
            label="Select All"
            checked={draft.length === allIds.length && allIds.length > 0}
            indeterminate={draft.length > 0 && draft.length < allIds.length}
            onChange={(event) => setDraft(event.currentTarget.checked ? allIds : [])}
          />
          <Divider />
          <ScrollArea.Autosize mah={260} type="auto">
            <Stack gap="sm">
              {institutions.map((institution) => (
                <Checkbox
                  key={institution.id}
                  label={institution.name}
                  description={
                    <Text span fz="xs" c="dimmed">
                      {institution.accounts.map((account) => account.name).join(', ')}
                    </Text>
                  }
                  checked={draft.includes(institution.id)}
                  onChange={(event) => toggle(institution.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button onClick={apply} disabled={draft.length === 0} fullWidth>
            Apply
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
