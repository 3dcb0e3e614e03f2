import type { TAccount, TInstitution } from '@finboard/contracts';
import { Alert, Button, NativeSelect, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { productToday } from '../../../lib/product-today';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { institutionAccountsQuery, institutionsQuery, useDeleteAccount, useSaveManualAccount } from '../api';
import { emptyForm, formFromAccount, toManualRequest, type ManualFormState } from '../lib/manual-form';
import { ManualAccountForm } from './manual-account-form';
import { ErrorWithRetry } from '../../../components/query-state';

type Mode = 'add' | 'update';

const MODES = [
  { value: 'add', label: 'Add New' },
  { value: 'update', label: 'Update' },
];

/**
 * What update mode edits: the picked manual institution and account, else the first of each
 * (so a deleted pick falls back to the next one by itself).
 */
function useUpdateTarget(enabled: boolean, pickedInstitution: string | null, pickedAccount: string | null) {
  const institutions = useQuery(institutionsQuery());
  const manual = (institutions.data?.institutions ?? []).filter((institution) => institution.isManualRecord);
  const institution = manual.find((candidate) => candidate.id === pickedInstitution) ?? manual[0] ?? null;
  const accounts = useQuery({ ...institutionAccountsQuery(institution?.id ?? ''), enabled: enabled && institution !== null });
  const list = (accounts.data?.accounts ?? []).filter((account) => account.isManualRecord);
  const account = list.find((candidate) => candidate.id === pickedAccount) ?? list[0] ?? null;
  const isPending = institutions.isPending || (enabled && institution !== null && accounts.isPending);
  const error = institutions.error ?? accounts.error;
  return { manual, institution, accounts: list, account, isPending, error, refetch: institutions.refetch };
}

function TargetPickers(props: {
  manual: TInstitution[];
  institution: TInstitution;
  accounts: TAccount[];
  account: TAccount;
  onInstitution: (id: string) => void;
  onAccount: (id: string) => void;
}) {
  const { manual, institution, accounts, account, onInstitution, onAccount } = props;
  return (
    <>
      <NativeSelect
        label="Institution Name"
        data={manual.map((item) => ({ value: item.id, label: item.name }))}
        value={institution.id}
        onChange={(event) => onInstitution(event.currentTarget.value)}
      />
      <NativeSelect
        label="Account"
        data={accounts.map((item) => ({ value: item.id, label: item.name }))}
        value={account.id}
        onChange={(event) => onAccount(event.currentTarget.value)}
      />
    </>
  );
}

/** /manual-account-input: add a manual account, or update or delete one (edit=true&institutionId&accountId). */
export function ManualAccountEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(params.get('edit') === 'true' ? 'update' : 'add');
  const [picked, setPicked] = useState({ institution: params.get('institutionId'), account: params.get('accountId') });
  // A new "Add New" form each time it is chosen: cleared fields, dated today.
  const [addRound, setAddRound] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const target = useUpdateTarget(mode === 'update', picked.institution, picked.account);
  const save = useSaveManualAccount();
  const remove = useDeleteAccount();

  const switchMode = (next: string) => {
    setMode(next === 'update' ? 'update' : 'add');
    if (next === 'update') setPicked({ institution: null, account: null });
    else setAddRound((round) => round + 1);
  };

  const onSave = async (form: ManualFormState) => {
    const account = mode === 'update' ? target.account : null;
    await save.mutateAsync({ accountId: account?.id, body: toManualRequest(form, account?.institutionId) });
    notifySuccess(mode === 'update' ? 'The account was updated.' : 'The account was created.');
    navigate(paths.clientAccounts());
  };

  const confirmDelete = () => {
    if (!target.account) return;
    remove.mutate(target.account.id, {
      onSuccess: () => {
        notifySuccess('The account was deleted.', 'Deleted');
        // refetch() never rejects: a failed read comes back in the query's state.
        void target.refetch().then(() => setPicked((current) => ({ ...current, account: null })));
      },
      onError: (error) => notifyError(errorMessage(error), 'Not deleted'),
      onSettled: () => setConfirming(false),
    });
  };

  let body;
  if (mode === 'add') {
    const names = target.manual.map((institution) => institution.name);
    body = <ManualAccountForm key={`add:${addRound}`} mode="add" initial={emptyForm(productToday())} institutionNames={names} onSave={onSave} />;
  } else if (target.isPending) {
    body = <AppLoader label="Loading accounts" />;
  } else if (target.error) {
    body = <ErrorWithRetry error={target.error} onRetry={() => void target.refetch()} />;
  } else if (!target.institution || !target.account) {
    body = (
      <Alert color="gray" variant="light">
        You have no manual accounts to update yet. Choose Add New to create one.
      </Alert>
    );
  } else {
    const { institution, account } = target;
    body = (
      <ManualAccountForm
        key={`update:${account.id}`}
        mode="update"
        initial={formFromAccount(account)}
        institutionSlot={
          <TargetPickers
            manual={target.manual}
            institution={institution}
            accounts={target.accounts}
            account={account}
            onInstitution={(id) => setPicked({ institution: id, account: null })}
            onAccount={(id) => setPicked({ institution: institution.id, account: id })}
          />
        }
        onSave={onSave}
        actions={
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            DELETE ACCOUNT
          </Button>
        }
      />
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg">
        <SegmentedControl aria-label="Add New or Update" data={MODES} value={mode} onChange={switchMode} w={{ base: '100%', sm: 320 }} />
        {body}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete Account"
        message="Are you sure you want to delete this account?"
        confirmLabel="Delete Account"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
