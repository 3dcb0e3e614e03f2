import type { TDashboardResponse } from '@finboard/contracts';
import { formatDashboardMoney } from '@finboard/domain/format';
import { DASHBOARD_PERIODS } from '@finboard/domain/workspace';
import { Anchor, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { matchesSyncFilter, SYNC_FILTERS, type SyncFilter } from '../lib/sync-filter';
import { ClientSyncStatus } from './client-sync-status';

const ALL = 'All';

export interface CollectionsPanelProps {
  data: TDashboardResponse;
  advisorId: string;
  onFilter: (filter: { source: string | null; period: string }) => void;
  /** Drops the `institution` query (the collection then holds every client of the source and period). */
  onClearInstitution?: () => void;
}

/** 'Your Collections': the source filter, the period buttons and the connected clients with Details (spec 01 §2). */
export function CollectionsPanel({ data, advisorId, onFilter, onClearInstitution }: CollectionsPanelProps) {
  const [syncFilter, setSyncFilter] = useState<SyncFilter>('all');
  const { collection } = data;
  const inCollection = new Set(collection.clientIds);
  const clients = data.clients.filter((client) => inCollection.has(client.id) && matchesSyncFilter(client, syncFilter));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Your Collections">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Your Collections
          </Title>
          <Button component={Link} to={paths.advisorProfile(advisorId)} variant="light" size="xs">
            View Reviews
          </Button>
        </Group>
        <Select
          label="Source"
          data={[ALL, ...data.sources]}
          value={collection.source ?? ALL}
          allowDeselect={false}
          onChange={(value) => onFilter({ source: value && value !== ALL ? value : null, period: collection.period })}
        />
        <SegmentedControl
          aria-label="Period"
          data={[...DASHBOARD_PERIODS]}
          value={collection.period}
          onChange={(period) => onFilter({ source: collection.source, period })}
        />
        {collection.institution && (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm">
              Clients holding <strong>{collection.institution}</strong>
            </Text>
            {onClearInstitution && (
              <Button variant="subtle" size="compact-xs" onClick={onClearInstitution}>
                Show all
              </Button>
            )}
          </Group>
        )}
        <SegmentedControl
          aria-label="Data freshness"
          size="xs"
          data={SYNC_FILTERS.map((filter) => ({ ...filter }))}
          value={syncFilter}
          onChange={(value) => setSyncFilter(value)}
        />
        {clients.length === 0 ? (
          <Text c="dimmed">No clients in this collection</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Connected clients">
            {clients.map((client) => (
              <li key={client.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{`${client.firstName} ${client.lastName}`.trim()}</Text>
                    <Text size="xs" c="dimmed">
                      {client.source}
                      {client.netWorthCents === null ? '' : ` · Net worth ${formatDashboardMoney(client.netWorthCents)}`}
                    </Text>
                    <ClientSyncStatus client={client} />
                  </div>
                  <Anchor
                    component={Link}
                    to={paths.advisorClients({ userId: client.id })}
                    size="sm"
                    aria-label={`Details of ${client.firstName} ${client.lastName}`.trim()}
                  >
                    Details
                  </Anchor>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
