import { formatRoundedDollars } from '@finboard/domain/format';
import type { TAccount, TInstitutionAccountsResponse } from '@finboard/contracts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { InstitutionLogo } from '../../../components/institution-logo';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { notifyError } from '../../../lib/notify';
import { institutionAccountsQuery, institutionsQuery, useDeleteAccount } from '../api';
import { defaultDetailsTab, splitAccounts, type DetailsTab } from '../lib/account-details';
import { AccountRows } from './account-rows';
import { QueryError } from '../../../components/query-state';

// The chart library loads after the page: the accounts show first.
const AssetsDonut = lazy(() => import('./assets-donut').then((module) => ({ default: module.AssetsDonut })));

const INSTITUTION_MISSING = 'Institution does not exist!';

/** The institution's id: from ?id=, else found by the name in the path (older links). */
function useInstitutionId(name: string, idParam: string | null, userId?: string) {
  const list = useQuery({ ...institutionsQuery(userId), enabled: !idParam });
  if (idParam) return { id: idParam, isPending: false, error: null };
  if (list.isPending) return { id: null, isPending: true, error: null };
  if (list.isError) return { id: null, isPending: false, error: errorMessage(list.error) };
  const found = list.data.institutions.find((institution) => institution.name === name);
  return { id: found?.id ?? null, isPending: false, error: found ? null : INSTITUTION_MISSING };
}

function DetailsBody({
  data,
  askedForLiabilities,
  onDelete,
}: {
  data: TInstitutionAccountsResponse;
  askedForLiabilities: boolean;
  onDelete: (account: TAccount) => void;
}) {
  const { userId, isReadOnly } = useClientView();
  const split = splitAccounts(data.accounts);
  const [tab, setTab] = useState<DetailsTab>(() => defaultDetailsTab(askedForLiabilities, split.assetsCents, split.liabilitiesCents));
  const rows = { onDelete, isReadOnly, userId };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Group gap="md" wrap="nowrap">
            <InstitutionLogo name={data.institution.name} logoUrl={data.institution.logoUrl} needsLogin={data.institution.needsLogin} size={52} />
            <div>
              <Text c="dimmed" fz="sm">
                Institution Total
              </Text>
              <Text fw={700} fz={30} data-testid="institution-total">
                {formatRoundedDollars(split.assetsCents - split.liabilitiesCents)}
              </Text>
            </div>
          </Group>
          <Group gap="xl" mt="md">
            <Text fz="sm">Assets {formatRoundedDollars(split.assetsCents)}</Text>
            <Text fz="sm">Liabilities {formatRoundedDollars(split.liabilitiesCents)}</Text>
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <Suspense fallback={<Skeleton height={220} radius="lg" />}>
            <AssetsDonut assets={split.assets} />
          </Suspense>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
        <Tabs keepMounted={false} value={tab} onChange={(value) => setTab(value === 'liabilities' ? 'liabilities' : 'assets')}>
          <Tabs.List>
            <Tabs.Tab value="assets">Assets</Tabs.Tab>
            <Tabs.Tab value="liabilities">Liabilities</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="assets">
            <AccountRows accounts={split.assets} {...rows} />
          </Tabs.Panel>
          <Tabs.Panel value="liabilities">
            <AccountRows accounts={split.liabilities} {...rows} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

/** /client/account-details/{institutionName}: one institution's accounts, assets and liabilities. */
export function AccountDetailsView() {
  const { institutionName = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { userId, clientName } = useClientView();
  const institution = useInstitutionId(institutionName, params.get('id'), userId);
  const details = useQuery({ ...institutionAccountsQuery(institution.id ?? '', userId), enabled: institution.id !== null });
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState<TAccount | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // Nothing left here (a manual institution goes with its last account): back to the list.
        // refetch() never rejects: a failed read comes back as the result's isError.
        void details.refetch().then((fresh) => {
          if (fresh.isError || !fresh.data || fresh.data.accounts.length === 0) navigate(paths.clientAccounts(userId));
        });
      },
      onError: (error) => notifyError(errorMessage(error), 'Not deleted'),
      onSettled: () => setDeleting(null),
    });
  };

  const name = details.data?.institution.name ?? institutionName;
  let body;
  if (institution.error) body = <FormAlert message={institution.error} />;
  else if (institution.isPending || details.isPending) body = <AppLoader label="Loading accounts" />;
  else if (details.isError) body = <QueryError query={details} />;
  else body = <DetailsBody data={details.data} askedForLiabilities={params.has('liabilities')} onDelete={setDeleting} />;

  return (
    <Stack gap="lg">
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info', href: paths.clientAccounts(userId) }, { label: name }]} />
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Account"
        message="Are you sure you want to delete this account?"
        confirmLabel="Delete Account"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
