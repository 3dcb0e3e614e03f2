import type { TCashFlowAccountsResponse } from '@finboard/contracts';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { SearchIcon } from '../../../components/action-icons';
import { CATEGORY_FILTERS, type CategoryFilter } from '../lib/categories';
import { AccountFilter } from './account-filter';

export interface TransactionFiltersProps {
  /** Null on the Transfers side: transfers are one group of their own. */
  category: CategoryFilter | null;
  onCategoryChange: (category: CategoryFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Null on an account's own page: the account is fixed there. */
  accountFilter: { institutions: TCashFlowAccountsResponse['institutions']; selected: string[]; onApply: (selected: string[]) => void } | null;
}

const isCategoryFilter = (value: string): value is CategoryFilter => CATEGORY_FILTERS.some((option) => option.value === value);

/** The table's category filter (not on the Transfers side), search and account filter. */
export function TransactionFilters({ category, onCategoryChange, search, onSearchChange, accountFilter }: TransactionFiltersProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      {category !== null && (
        <SegmentedControl
          aria-label="Category"
          size="xs"
          data={CATEGORY_FILTERS}
          value={category}
          onChange={(value) => isCategoryFilter(value) && onCategoryChange(value)}
        />
      )}
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 260px' }} justify="flex-end">
        <TextInput
          aria-label="Search transactions"
          placeholder="Search Now"
          size="sm"
          leftSection={<SearchIcon />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          style={{ flex: '1 1 180px', maxWidth: 280 }}
        />
        {accountFilter && <AccountFilter {...accountFilter} />}
      </Group>
    </Group>
  );
}
