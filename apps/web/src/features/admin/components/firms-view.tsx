import { formatCount, formatMediumDateTime } from '@finboard/domain/format';
import { Accordion, Badge, Button, Group, Menu, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TAdminFirmsQuery, TFirm } from '@finboard/contracts';
import { BILLING_PLANS, SUBSCRIPTION_STATUS_LABELS } from '@finboard/domain/billing';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminAccountAction, adminFirmsQuery } from '../api';
import { AccountActionDialog, type ActionTarget } from './account-action-dialog';
import { QueryState } from '../../../components/query-state';

const planName = (firm: TFirm) => (firm.planKey ? BILLING_PLANS[firm.planKey].name : firm.plan === 'free' ? 'Free' : firm.plan);

/** A firm's detail: its primary advisor and sub-advisors, each with their connected clients and actions. */
function FirmDetail({ firm }: { firm: TFirm }) {
  const [acting, setActing] = useState<{ target: ActionTarget; action: AdminAccountAction } | null>(null);
  const advisors = [{ ...firm, role: 'Primary' }, ...firm.subAdvisors.map((sub) => ({ ...sub, role: 'Sub-advisor' }))];
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {firm.email} · signed up {formatMediumDateTime(firm.createdAt)} · source {firm.source ?? 'Direct'}
        {firm.trialEndAt ? ` · trial ends ${formatMediumDateTime(firm.trialEndAt)}` : ''}
      </Text>
      <Table aria-label={`Advisors of ${firm.firstName} ${firm.lastName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Advisor</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Connected clients</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advisors.map((advisor) => (
            <Table.Tr key={advisor.id}>
              <Table.Td>
                {advisor.firstName} {advisor.lastName} {advisor.suspended && <Badge color="red">Suspended</Badge>}
              </Table.Td>
              <Table.Td>{advisor.role}</Table.Td>
              <Table.Td>{advisor.email}</Table.Td>
              <Table.Td>{advisor.connectedClients}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="compact-sm" variant="light" aria-label={`Actions for ${advisor.firstName} ${advisor.lastName}`}>
                      Actions
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {(advisor.suspended ? (['restore', 'role'] as const) : (['suspend', 'role'] as const)).map((action) => (
                      <Menu.Item
                        key={action}
                        color={action === 'suspend' ? 'red' : undefined}
                        onClick={() =>
                          setActing({
                            action,
                            target: { id: advisor.id, name: `${advisor.firstName} ${advisor.lastName}`, email: advisor.email, role: 'advisor' },
                          })
                        }
                      >
                        {action === 'suspend' ? 'Suspend' : action === 'restore' ? 'Restore' : 'Change role'}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {acting && <AccountActionDialog action={acting.action} target={acting.target} onClose={() => setActing(null)} />}
    </Stack>
  );
}

const PAGE_SIZE = 25;
const SEARCH_REST_MS = 300;
type SortOption = { value: string; label: string; sort: TAdminFirmsQuery['sort']; order: TAdminFirmsQuery['order'] };
const BY_NAME: SortOption = { value: 'name', label: 'Name', sort: 'name', order: 'asc' };
const SORTS: SortOption[] = [
  BY_NAME,
  { value: 'newest', label: 'Newest first', sort: 'createdAt', order: 'desc' },
  { value: 'clients', label: 'Most clients', sort: 'clients', order: 'desc' },
];

/** /admin/firms: advisors grouped by primary advisor, with plan, subscription, trial end and clients; searched, sorted and paged by the server. */
export function FirmsView() {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_REST_MS);
  const [sortKey, setSortKey] = useState('name');
  const [page, setPage] = useState(1);
  const sort = SORTS.find((option) => option.value === sortKey) ?? BY_NAME;
  const query = useQuery(adminFirmsQuery({ search: typed || undefined, sort: sort.sort, order: sort.order, page, pageSize: PAGE_SIZE }));
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          label="Search firms"
          placeholder="Advisor name or email"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label="Sort"
          data={SORTS.map(({ value, label }) => ({ value, label }))}
          value={sortKey}
          onChange={(value) => {
            setSortKey(value ?? 'name');
            setPage(1);
          }}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <QueryState query={query}>
        {({ firms, total }) => (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {formatCount(total, 'firm')} (a primary advisor and their sub-advisors)
            </Text>
            <Accordion variant="separated" chevronPosition="left">
              {firms.map((firm) => (
                <Accordion.Item key={firm.id} value={firm.id}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>
                        {firm.firstName} {firm.lastName}
                      </Text>
                      <Group gap="xs">
                        <Badge variant="light">{planName(firm)}</Badge>
                        <Badge variant="outline">{SUBSCRIPTION_STATUS_LABELS[firm.subscriptionStatus]}</Badge>
                        <Text fz="sm">{formatCount(firm.subAdvisors.length, 'sub-advisor')}</Text>
                        <Text fz="sm">{formatCount(firm.totalConnectedClients, 'client')}</Text>
                      </Group>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <FirmDetail firm={firm} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {total > PAGE_SIZE && <Pagination total={Math.min(Math.ceil(total / PAGE_SIZE), 1000)} value={page} onChange={setPage} aria-label="Pages" />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
