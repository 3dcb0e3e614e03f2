import { formatNumber } from '@finboard/domain/format';
import { Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TAdminClientRow, TAdminClientsQuery } from '@finboard/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminAccountAction, adminClientsQuery } from '../api';
import { AccountActionDialog } from './account-action-dialog';
import { ClientsTable, type SortState } from './clients-table';
import { QueryState } from '../../../components/query-state';

const PAGE_SIZE = 25;
const SEARCH_REST_MS = 300;

type PlanFilter = TAdminClientsQuery['plan'];
type StatusFilter = TAdminClientsQuery['status'];

/** /admin/clients: every client, searched, filtered, sorted and paged by the server. */
export function ClientsView() {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_REST_MS);
  const [plan, setPlan] = useState<PlanFilter>(undefined);
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const [sort, setSort] = useState<SortState>({ sort: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ row: TAdminClientRow; action: AdminAccountAction } | null>(null);
  const query = useQuery(adminClientsQuery({ search: typed || undefined, plan, status, sort: sort.sort, order: sort.order, page, pageSize: PAGE_SIZE }));
  // A new search, filter or sort starts again at page 1.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput label="Search" placeholder="Name or email" value={search} onChange={(event) => refine(setSearch)(event.currentTarget.value)} w={280} />
        <Select
          label="Plan"
          data={[
            { value: 'all', label: 'All plans' },
            { value: 'free', label: 'Free' },
            { value: 'paid', label: 'Paid' },
          ]}
          value={plan ?? 'all'}
          onChange={(value) => refine(setPlan)(value === 'free' || value === 'paid' ? value : undefined)}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Status"
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
          ]}
          value={status ?? 'all'}
          onChange={(value) => refine(setStatus)(value === 'active' || value === 'suspended' ? value : undefined)}
          allowDeselect={false}
          w={150}
        />
      </Group>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {formatNumber(data.total)}
              {data.totalCapped ? '+' : ''} client{data.total === 1 && !data.totalCapped ? '' : 's'}
            </Text>
            <ClientsTable rows={data.rows} sort={sort} onSort={refine(setSort)} onAction={(row, action) => setActing({ row, action })} />
            {data.total > PAGE_SIZE && (
              <Pagination total={Math.min(Math.ceil(data.total / PAGE_SIZE), 1000)} value={page} onChange={setPage} aria-label="Pages" />
            )}
          </Stack>
        )}
      </QueryState>
      {acting && (
        <AccountActionDialog
          action={acting.action}
          target={{ id: acting.row.id, name: `${acting.row.firstName} ${acting.row.lastName}`, email: acting.row.email, role: 'client' }}
          onClose={() => setActing(null)}
        />
      )}
    </Stack>
  );
}
