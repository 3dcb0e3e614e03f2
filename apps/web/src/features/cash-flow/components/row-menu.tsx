import { ActionIcon, Menu } from '@mantine/core';
import { DotsIcon } from '../../../components/action-icons';
import { CATEGORY_LABELS, otherCategoryTypes, type CategoryType } from '../lib/categories';

export interface RowMenuProps {
  name: string;
  current: CategoryType;
  disabled: boolean;
  onPick: (categoryType: CategoryType) => void;
}

/** The row's three dots: move the transaction (and its category in the range) to one of the other two types. */
export function RowMenu({ name, current, disabled, onPick }: RowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Change category of ${name}`} disabled={disabled}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {otherCategoryTypes(current).map((type) => (
          <Menu.Item key={type} onClick={() => onPick(type)}>
            {CATEGORY_LABELS[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
