import type { TInstitution } from '@finboard/contracts';
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { notify, notifyError, notifySuccess } from '../../../lib/notify';
import { incompleteNote } from '../lib/incomplete-note';
import { institutionsQuery, useDeleteInstitution, useSyncInstitution } from '../api';
import { useBankLink } from '../hooks/use-bank-link';
import { INSTITUTION_SORTS, visibleInstitutions, type InstitutionSort } from '../lib/institution-list';
import { InstitutionFilter } from './institution-filter';
import { InstitutionsTable } from './institutions-table';
import { RefreshLoginModal } from './refresh-login-modal';
import { QueryError } from '../../../components/query-state';

type Removal = { kind: 'delete' | 'disconnect'; institution: TInstitution };

const REMOVAL_TEXT = {
  delete: (name: string) => ({
    title: 'Delete Institution',
    message: `Are you sure you want to delete ${name}? Its accounts, transactions and holdings will be removed.`,
    confirmLabel: 'Delete',
  }),
  // The spec's 'Financial Account Disconnect Confirm' dialog.
  disconnect: () => ({
    title: 'Financial Account Disconnect Confirm',
    message: 'Once your account is disconnected, you can no longer see this data.',
    confirmLabel: 'Confirm Disconnect',
  }),
};

function useInstitutionActions() {
  const remove = useDeleteInstitution();
  const sync = useSyncInstitution();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const confirmRemoval = () => {
    if (!removal) return;
    remove.mutate(removal.institution.id, {
      onSuccess: () => notifySuccess(`${removal.institution.name} was removed.`, 'Removed'),
      onError: (error) => notifyError(errorMessage(error), 'Not removed'),
      onSettled: () => setRemoval(null),
    });
  };
  const syncNow = (institution: TInstitution) =>
    sync.mutate(institution.id, {
      // A sync can answer without bringing everything: the bank wants a new login, or sent only part.
      onSuccess: ({ institution: synced }) => {
        if (synced.needsLogin) notifyError(`${synced.name} needs you to log in to the bank again (Refresh Login).`, 'Not synced');
        else if (synced.incompleteParts.length > 0) notify({ color: 'orange', title: 'Not fully updated', message: incompleteNote(synced) });
        else notifySuccess(`${synced.name} is up to date.`, 'Synced');
      },
      onError: (error) => notifyError(errorMessage(error), 'Not synced'),
    });
  // The bank being synced, for the progress line (a sync can take many seconds).
  const syncing = sync.isPending ? sync.variables : null;
  return { removal, setRemoval, confirmRemoval, isRemoving: remove.isPending, syncNow, syncing };
}

/** /client/accounts: the client's linked and manual institutions (read-only for an advisor). */
export function AccountsView() {
  const { userId, isReadOnly, clientName } = useClientView();
  const institutions = useQuery(institutionsQuery(userId));
  const link = useBankLink({ enabled: !isReadOnly });
  const actions = useInstitutionActions();
  const [selected, setSelected] = useState<string[] | null>(null);
  const [sort, setSort] = useState<InstitutionSort>('desc');
  const [refreshing, setRefreshing] = useState<TInstitution | null>(null);

  const list = institutions.data?.institutions ?? [];
  const rows = visibleInstitutions(list, selected, sort);
  const removalText = actions.removal ? REMOVAL_TEXT[actions.removal.kind](actions.removal.institution.name) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: 'Connected Accounts' }]} />
        {!isReadOnly && (
          <Group gap="sm">
            <Button onClick={link.open} disabled={!link.ready} loading={link.busy}>
              + Connect Account
            </Button>
            <Button component={Link} to={paths.manualAccount()} variant="light">
              + Create Account
            </Button>
            <Button component={Link} to={paths.clientImport()} variant="subtle">
              Import from a file
            </Button>
          </Group>
        )}
      </Group>

      <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
        {institutions.isPending ? (
          <AppLoader label="Loading accounts" />
        ) : institutions.isError ? (
          <QueryError query={institutions} />
        ) : (
          <Stack gap="md">
            {actions.syncing && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text fz="sm">Syncing {list.find((institution) => institution.id === actions.syncing)?.name ?? 'your bank'}… this can take a minute.</Text>
              </Group>
            )}
            <Group justify="space-between" align="flex-end">
              <InstitutionFilter institutions={list} selected={selected} onApply={setSelected} />
              <NativeSelect
                label="Sort"
                data={INSTITUTION_SORTS}
                value={sort}
                onChange={(event) => setSort(event.currentTarget.value as InstitutionSort)}
                w={180}
              />
            </Group>
            {rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                No Accounts
              </Text>
            ) : (
              <InstitutionsTable
                institutions={rows}
                isReadOnly={isReadOnly}
                userId={userId}
                onDelete={(institution) => actions.setRemoval({ kind: 'delete', institution })}
                onDisconnect={(institution) => actions.setRemoval({ kind: 'disconnect', institution })}
                onRefreshLogin={setRefreshing}
                onSync={actions.syncNow}
              />
            )}
          </Stack>
        )}
      </Paper>

      {removalText && (
        <ConfirmDialog opened {...removalText} loading={actions.isRemoving} onConfirm={actions.confirmRemoval} onClose={() => actions.setRemoval(null)} />
      )}
      {refreshing && <RefreshLoginModal institution={refreshing} onClose={() => setRefreshing(null)} />}
      {link.element}
    </Stack>
  );
}
