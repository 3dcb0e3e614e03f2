import { Button, Checkbox, Divider, Popover, ScrollArea, Stack, type PopoverProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface ChecklistOption {
  id: string;
  label: string;
  /** A second line under the label, e.g. an institution's accounts. */
  description?: ReactNode;
}

export interface ChecklistPopoverProps {
  /** The button that opens the list, e.g. 'All Accounts' or '2 of 3 Accounts'. */
  buttonLabel: string;
  options: ChecklistOption[];
  /** The applied choice: null means every option. */
  selected: string[] | null;
  /** Null when every option is ticked, else the ticked ids in the options' order. */
  onApply: (selected: string[] | null) => void;
  /** The apply button's words, as the spec spells them for the page. */
  applyLabel: string;
  /** The list's accessible name. */
  groupLabel: string;
  disabled?: boolean;
  position?: PopoverProps['position'];
  width?: number;
  listMaxHeight?: number;
}

/** A button opening a checklist with Select All: ticks are a draft until Apply (disabled while none is ticked). */
export function ChecklistPopover(props: ChecklistPopoverProps) {
  const { buttonLabel, options, selected, onApply, applyLabel, groupLabel, disabled, position = 'bottom-start', width = 280, listMaxHeight = 240 } = props;
  const allIds = options.map((option) => option.id);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);

  const toggleOpen = () => {
    if (!opened) setDraft(selected ?? allIds);
    setOpened(!opened);
  };
  const toggle = (id: string, checked: boolean) => setDraft((current) => (checked ? [...current, id] : current.filter((value) => value !== id)));
  const apply = () => {
    onApply(draft.length === allIds.length ? null : allIds.filter((id) => draft.includes(id)));
    setOpened(false);
  };
  // Rows with a second line need more room between them.
  const hasDescriptions = options.some((option) => option.description !== undefined);

  return (
    <Popover opened={opened} onChange={setOpened} position={position} shadow="md" trapFocus width={width}>
      <Popover.Target>
        <Button variant="default" rightSection={<ChevronDownIcon />} onClick={toggleOpen} disabled={disabled}>
          {buttonLabel}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label={groupLabel}>
          <Checkbox
            label="Select All"
            checked={draft.length === allIds.length && allIds.length > 0}
            indeterminate={draft.length > 0 && draft.length < allIds.length}
            onChange={(event) => setDraft(event.currentTarget.checked ? allIds : [])}
          />
          <Divider />
          <ScrollArea.Autosize mah={listMaxHeight} type="auto">
            <Stack gap={hasDescriptions ? 'sm' : 'xs'}>
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.label}
                  description={option.description}
                  checked={draft.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button onClick={apply} disabled={draft.length === 0} fullWidth>
            {applyLabel}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
