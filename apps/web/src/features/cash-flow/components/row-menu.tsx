import { ActionIcon, Menu } from '@mantine/core';
import { DotsIcon } from '../../../components/action-icons';
import { CATEGORY_LABELS, otherCategoryTypes, type BudgetCategoryType, type CategoryType } from '../lib/categories';

export interface RowMenuProps {
  name: string;
  current: CategoryType;
  disabled: boolean;
  onPick: (categoryType: BudgetCategoryType) => void;
  onMarkTransfer: (isTransfer: boolean) => void;
}

/**
 * The row's three dots: move the transaction (and its category in the range) to one of the other
 * budget groups, or say it is a transfer; a transfer's menu says it is not one.
 */
export function RowMenu({ name, current, disabled, onPick, onMarkTransfer }: RowMenuProps) {
  const isTransfer = current === 'transfer';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Change category of ${name}`} disabled={disabled}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isTransfer ? (
          <>
            <Menu.Label>Transfer between accounts or to a debt</Menu.Label>
            <Menu.Item onClick={() => onMarkTransfer(false)}>Not a transfer</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Label>Move to</Menu.Label>
            {otherCategoryTypes(current).map((type) => (
              <Menu.Item key={type} onClick={() => onPick(type)}>
                {CATEGORY_LABELS[type]}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={() => onMarkTransfer(true)}>Mark as transfer</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
