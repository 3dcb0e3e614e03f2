import { formatRoundedDollars } from '@finboard/domain/format';
import type { TMyClient } from '@finboard/contracts';
import { type ClientPage, isClientPageShared, NO_ACCESS_TO_FEATURE, SHARE_SWITCH_LABELS, SHARE_SWITCHES } from '@finboard/domain/connections';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AccessRefusedPage } from '../../../components/access-refused-page';
import { ArrowLeftIcon, LockIcon } from '../../../components/action-icons';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { myClientsQuery } from '../api';
import { clientNameOf, connectionDateOf } from '../lib/client-list';
import { formatConnectionDay } from '../lib/connection-dates';
import { AskToShare } from './ask-to-share';
import { ClientIdentity } from './my-clients-identity';
import { QueryError } from '../../../components/query-state';
import { useSession } from '../../../lib/session';

/**
 * The client's read-only pages, each opened with ?userId= (the side menu lists the same); `page`
 * names the share a page needs (the profile and onboarding summary need only the connection).
 */
const clientPages = (uid: string): { label: string; href: string; page?: ClientPage }[] => [
  { label: 'Profile', href: paths.clientProfile(uid) },
  { label: 'Onboarding Summary', href: paths.clientOnboarding(uid) },
  { label: 'Quick Report', href: paths.clientQuickReport(uid), page: 'quickReport' },
  { label: 'Connected Accounts', href: paths.clientAccounts(uid), page: 'accounts' },
  { label: 'Assets', href: paths.clientUserAssets(uid), page: 'assetsLiabilities' },
  { label: 'Liabilities', href: paths.clientUserLiabilities(uid), page: 'assetsLiabilities' },
  { label: 'Cash Flow', href: paths.clientCashFlow(uid), page: 'cashFlow' },
  { label: 'Net Worth', href: paths.clientNetWorth(uid), page: 'netWorth' },
  { label: 'Investments', href: paths.clientInvest(uid), page: 'investments' },
  { label: 'My Plan', href: paths.clientMyPlan({ userId: uid }), page: 'myPlan' },
];

const sharesOf = (row: TMyClient) =>
  SHARE_SWITCHES.filter((which) => row.connection.share[which])
    .map((which) => SHARE_SWITCH_LABELS[which])
    .join(', ') || 'Nothing';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function SummaryCard({ row }: { row: TMyClient }) {
  const uid = row.client.id;
  const { user } = useSession();
  // A sub-advisor reads the primary's clients read-only: only the client's own advisor asks them to share.
  const isOwnClient = user?.id === row.connection.advisorId;
  return (
    <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-label="Client summary">
      <Stack gap="lg">
        <ClientIdentity row={row} size={64} />
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
          <Fact label="Source" value={row.connection.source} />
          <Fact label="Shares" value={sharesOf(row)} />
          <Fact label="Connected Since" value={formatConnectionDay(connectionDateOf(row))} />
          <Fact label="Net Worth" value={row.netWorthCents === null ? 'Not shared' : formatRoundedDollars(row.netWorthCents)} />
        </SimpleGrid>
        <Group gap="md" wrap="wrap">
          {clientPages(uid).map((page) =>
            page.page && !isClientPageShared(page.page, row.connection.share) ? (
              // Not a link: the page would only refuse.
              <Text key={page.label} c="dimmed" span aria-disabled="true" title="Not shared">
                <LockIcon size={12} aria-hidden="true" /> {page.label} (Not shared)
              </Text>
            ) : (
              <Anchor key={page.label} component={Link} to={page.href}>
                {page.label}
              </Anchor>
            ),
          )}
        </Group>
        {isOwnClient && <AskToShare clientId={uid} share={row.connection.share} />}
      </Stack>
    </Paper>
  );
}

/**
 * /advisor/clients?userId={uid} (spec 02 §2 'view ... read-only with Back button'): what the list
 * knows of one connected client, and the way into their read-only pages. Only connected clients
 * are open to the advisor, so any other id gets the api's own refusal text.
 */
export function ClientSummaryView({ userId }: { userId: string }) {
  const query = useQuery(myClientsQuery());
  if (query.isPending) return <AppLoader label="Loading the client" />;
  if (query.isError) return <QueryError query={query} />;
  const row = query.data.clients.find((entry) => entry.client.id === userId && entry.connection.status === 'connected');
  if (!row) return <AccessRefusedPage message={NO_ACCESS_TO_FEATURE} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading crumbs={[{ label: 'My Clients', href: paths.advisorClients() }, { label: clientNameOf(row) }]} />
        <Button component={Link} to={paths.advisorClients()} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
          Back
        </Button>
      </Group>
      <SummaryCard row={row} />
    </Stack>
  );
}
