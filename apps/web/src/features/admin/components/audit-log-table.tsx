import { formatMediumDateTime } from '@finboard/domain/format';
import { Paper, Table, Text, Title } from '@mantine/core';
import type { TAdminAuditEntry } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminAuditQuery } from '../api';
import { QueryState } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

const ACTION_LABELS: Record<TAdminAuditEntry['action'], string> = {
  suspend: 'Suspended',
  restore: 'Restored',
  'resend-verification': 'Resent verification email',
  'change-role': 'Changed role',
};

const detailsOf = (entry: TAdminAuditEntry) => (entry.details?.from && entry.details.to ? ` (${entry.details.from} → ${entry.details.to})` : '');

/** The newest admin actions: who did what to whom, and why. */
export function AuditLogTable() {
  const query = useQuery(adminAuditQuery());
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} fz="md" mb="xs">
        Recent admin actions
      </Title>
      <QueryState query={query}>
        {({ entries }) =>
          entries.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No admin actions yet.
            </Text>
          ) : (
            <StackedTable minWidth={640}>
              <Table aria-label="Recent admin actions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Admin</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.slice(0, 10).map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatMediumDateTime(entry.createdAt)}</Table.Td>
                      <Table.Td>{entry.adminName}</Table.Td>
                      <Table.Td>{`${ACTION_LABELS[entry.action]}${detailsOf(entry)}`}</Table.Td>
                      <Table.Td>{entry.targetName}</Table.Td>
                      <Table.Td>{entry.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </StackedTable>
          )
        }
      </QueryState>
    </Paper>
  );
}
