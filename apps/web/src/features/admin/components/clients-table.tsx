import { formatMediumDateTime } from '@finboard/domain/format';
import { Badge, Button, Menu, Table, Text, UnstyledButton } from '@mantine/core';
import type { TAdminClientRow, TAdminClientSort } from '@finboard/contracts';
import type { AdminAccountAction } from '../api';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

export interface SortState {
  sort: TAdminClientSort;
  order: 'asc' | 'desc';
}

const COLUMNS: { label: string; sort?: TAdminClientSort }[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Plan' },
  { label: 'Advisors' },
  { label: 'Institutions' },
  { label: 'Signed up', sort: 'createdAt' },
  { label: 'Last active', sort: 'lastActiveAt' },
  { label: 'Status' },
  { label: 'Actions' },
];

function SortableHeader({ label, sort, state, onSort }: { label: string; sort?: TAdminClientSort; state: SortState; onSort: (next: SortState) => void }) {
  if (!sort) return <Table.Th>{label}</Table.Th>;
  const active = state.sort === sort;
  const next: SortState = { sort, order: active && state.order === 'asc' ? 'desc' : 'asc' };
  return (
    <Table.Th aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(next)} fw={700} fz="sm">
        {label} {active ? (state.order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** One page of clients, as the server sorted it; a row's menu offers the actions that apply to it. */
export function ClientsTable({
  rows,
  sort,
  onSort,
  onAction,
}: {
  rows: TAdminClientRow[];
  sort: SortState;
  onSort: (next: SortState) => void;
  onAction: (row: TAdminClientRow, action: AdminAccountAction) => void;
}) {
  return (
    <StackedTable minWidth={900}>
      <Table aria-label="Clients" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.label} label={column.label} sort={column.sort} state={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{`${row.firstName} ${row.lastName}`}</Table.Td>
              <Table.Td>
                {row.email}
                {!row.emailVerified && (
                  <Text span c="dimmed" fz="xs">
                    {' '}
                    (unverified)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.plan === 'free' ? 'Free' : 'Paid'}</Table.Td>
              <Table.Td>{row.connectedAdvisors}</Table.Td>
              <Table.Td>{row.linkedInstitutions}</Table.Td>
              <Table.Td>{formatMediumDateTime(row.createdAt)}</Table.Td>
              <Table.Td>{row.lastActiveAt ? formatMediumDateTime(row.lastActiveAt) : 'Never'}</Table.Td>
              <Table.Td>{row.suspendedAt ? <Badge color="red">Suspended</Badge> : <Badge color="green">Active</Badge>}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="compact-sm" variant="light" aria-label={`Actions for ${row.firstName} ${row.lastName}`}>
                      Actions
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {row.suspendedAt ? (
                      <Menu.Item onClick={() => onAction(row, 'restore')}>Restore</Menu.Item>
                    ) : (
                      <Menu.Item color="red" onClick={() => onAction(row, 'suspend')}>
                        Suspend
                      </Menu.Item>
                    )}
                    {!row.emailVerified && <Menu.Item onClick={() => onAction(row, 'resend-verification')}>Resend verification email</Menu.Item>}
                    <Menu.Item onClick={() => onAction(row, 'role')}>Change role</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}
