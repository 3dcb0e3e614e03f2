import { Button, Group, Modal, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { notifySuccess } from '../../../lib/notify';
import { useInvitationsRefresh } from '../../../components/invitations/invitations-api';
import { InvitationsList } from '../../../components/invitations/invitations-list';
import { subAccountsQuery, useDeleteSubAccount, useInviteSubAdvisor } from '../api';
import { instantDate } from '../lib/billing-format';
import { LoadingState, QueryError } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

const ROW_HEIGHT = 44;

/** Invite a sub-advisor (spec 01 §6): only while the plan's allowance exceeds the count, and never with an empty email. */
function InviteSubAdvisorForm({ canInvite }: { canInvite: boolean }) {
  const invite = useInviteSubAdvisor();
  const refreshInvitations = useInvitationsRefresh();
  const form = useForm({ initialValues: { firstName: '', lastName: '', email: '' } });
  const field = (name: keyof typeof form.values, label: string) => <TextInput label={label} {...form.getInputProps(name)} disabled={!canInvite} />;
  const submit = (values: typeof form.values) => {
    invite.mutate(values, {
      onSuccess: ({ sentTo }) => {
        notifySuccess(`Invitation sent to ${sentTo}`);
        void refreshInvitations();
        form.reset();
      },
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} aria-label="Invite a sub-advisor">
      <Stack gap="xs">
        <Group align="end" wrap="wrap">
          {field('firstName', 'First Name')}
          {field('lastName', 'Last Name')}
          {field('email', 'Email')}
          <Button type="submit" disabled={!canInvite || !form.values.email.trim()} loading={invite.isPending}>
            Invite
          </Button>
        </Group>
        {!canInvite && (
          <Text size="sm" c="dimmed">
            Your plan has no place for another sub-advisor.
          </Text>
        )}
        {invite.isError && <FormAlert message={errorMessage(invite.error)} />}
      </Stack>
    </form>
  );
}

/** Advisor Subaccounts (spec 01 §3 Sub-account row): 10 rows a page, rows 44 px high, 'No data to show' when empty, a delete per row. */
export function SubAccountsTable() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<{ id: string; email: string } | null>(null);
  const query = useQuery(subAccountsQuery(page));
  const remove = useDeleteSubAccount();
  if (query.isPending) return <LoadingState label="Loading sub-accounts" />;
  if (query.isError) return <QueryError query={query} />;
  const { rows, total, pageSize, canInvite } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(`${deleting.email} was deleted`);
        setDeleting(null);
      },
    });
  };
  return (
    <Stack gap="sm">
      <InviteSubAdvisorForm canInvite={canInvite} />
      <InvitationsList kind="sub_advisor" title="Sub-advisors you invited" />
      <StackedTable minWidth={560}>
        <Table aria-label="Advisor Subaccounts" highlightOnHover>
          <Table.Thead>
            <Table.Tr h={ROW_HEIGHT}>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr h={ROW_HEIGHT}>
                <Table.Td colSpan={5}>
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
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${row.email}`}
                      onClick={() => setDeleting({ id: row.id, email: row.email })}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </StackedTable>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Sub-account pages" />
        </Group>
      )}
      {/* Deleting an account cannot be undone: one more click, as Delete All Sub-accounts asks. */}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete sub-account?">
        <Stack gap="sm">
          <Text size="sm">{deleting?.email} will be deleted with their account.</Text>
          {remove.isError && <FormAlert message={errorMessage(remove.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
