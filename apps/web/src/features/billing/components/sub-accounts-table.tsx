import { Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { subAccountsQuery } from '../api';
import { instantDate } from '../lib/billing-format';

const ROW_HEIGHT = 44;

/** Advisor Subaccounts (spec 01 §3 Sub-account row): 10 rows a page, rows 44 px high, 'No data to show' when empty. */
export function SubAccountsTable() {
  const [page, setPage] = useState(1);
  const query = useQuery(subAccountsQuery(page));
  if (query.isPending) return <Loader aria-label="Loading sub-accounts" />;
  if (query.isError) return <FormAlert message={errorMessage(query.error)} />;
  const { rows, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Advisor Subaccounts" highlightOnHover>
          <Table.Thead>
            <Table.Tr h={ROW_HEIGHT}>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr h={ROW_HEIGHT}>
                <Table.Td colSpan={4}>
                  <Text ta="center" c="dimmed" size="sm">
                    No data to show
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id} h={ROW_HEIGHT}>
                  <Table.Td>{row.firstName}</Table.Td>
                  <Table.Td>{row.lastName}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{instantDate(row.createdAt)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Sub-account pages" />
        </Group>
      )}
    </Stack>
  );
}
