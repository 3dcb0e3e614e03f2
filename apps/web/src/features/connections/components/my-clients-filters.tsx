import { Chip, Group, Select, TextInput } from '@mantine/core';
import type { ShareSwitch } from '@finboard/domain/connections';
import { type MyClientsFilters, SHARE_CHOICES } from '../lib/my-clients-filters';

export interface MyClientsFiltersBarProps {
  filters: MyClientsFilters;
  sources: readonly string[];
  onChange: (filters: MyClientsFilters) => void;
}

const isShareSwitch = (value: string | null): value is ShareSwitch => value === 'netWorth' || value === 'cashFlow' || value === 'retirementScore';

/** Search by name or email and the filters of My Clients (issue 34); the server applies them. */
export function MyClientsFiltersBar({ filters, sources, onChange }: MyClientsFiltersBarProps) {
  const set = (changes: Partial<MyClientsFilters>) => onChange({ ...filters, ...changes });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Source"
        data={[{ value: 'all', label: 'All sources' }, ...sources.map((source) => ({ value: source, label: source }))]}
        value={filters.source ?? 'all'}
        onChange={(value) => set({ source: value && value !== 'all' ? value : null })}
        allowDeselect={false}
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label="Shares"
        data={SHARE_CHOICES}
        value={filters.shares ?? 'any'}
        onChange={(value) => set({ shares: isShareSwitch(value) ? value : null })}
        allowDeselect={false}
        w={{ base: '100%', sm: 200 }}
      />
      <Chip checked={filters.favoritesOnly} onChange={(checked) => set({ favoritesOnly: checked })}>
        Favorites
      </Chip>
      <Chip checked={filters.attentionOnly} onChange={(checked) => set({ attentionOnly: checked })} color="orange">
        Needs attention
      </Chip>
    </Group>
  );
}
