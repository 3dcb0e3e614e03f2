import { FileInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-state';
import { importAccountsQuery } from '../import-api';
import type { ImportTargetChoice } from '../lib/import-form';

const KINDS = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
  { value: 'credit card', label: 'Credit card' },
];

interface Props {
  file: File | null;
  onFile(file: File | null): void;
  target: ImportTargetChoice;
  onTarget(target: ImportTargetChoice): void;
}

/** Step 1: the file, and the manual account it goes into (one the client has, or a new one). */
export function ImportFileStep({ file, onFile, target, onTarget }: Props) {
  const accounts = useQuery(importAccountsQuery());
  const list = accounts.data?.accounts ?? [];
  const newTarget = target.mode === 'new' ? target : { mode: 'new' as const, institutionName: '', name: '', kind: 'checking' as const };
  return (
    <Stack gap="md" maw={560}>
      <FileInput
        label="File from your bank"
        description="OFX, QFX, QIF or CSV, up to 10 MB and 50,000 rows"
        placeholder="Choose a file"
        // Drawn as text (not an input's placeholder), so it must meet the contrast of text: AA like dimmed text.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept=".ofx,.qfx,.qif,.csv,.txt,text/csv"
        value={file}
        onChange={onFile}
        clearable
      />
      <Radio.Group
        label="Import into"
        value={target.mode}
        onChange={(mode) => onTarget(mode === 'new' ? newTarget : { mode: 'existing', accountId: list[0]?.id ?? '' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="existing" label="An account I track manually" disabled={list.length === 0} />
          <Radio value="new" label="A new account" />
        </Stack>
      </Radio.Group>
      {accounts.isError && <QueryError query={accounts} />}
      {target.mode === 'existing' ? (
        <Select
          label="Account"
          placeholder={list.length === 0 ? 'No manual accounts yet: choose a new account' : 'Choose an account'}
          data={list.map((account) => ({ value: account.id, label: `${account.institutionName}: ${account.name}` }))}
          value={target.accountId || null}
          onChange={(accountId) => onTarget({ mode: 'existing', accountId: accountId ?? '' })}
          allowDeselect={false}
        />
      ) : (
        <>
          <TextInput
            label="Institution name"
            value={target.institutionName}
            onChange={(event) => onTarget({ ...target, institutionName: event.currentTarget.value })}
            maxLength={200}
          />
          <TextInput label="Account name" value={target.name} onChange={(event) => onTarget({ ...target, name: event.currentTarget.value })} maxLength={200} />
          <Select
            label="Kind of account"
            data={KINDS}
            value={target.kind}
            onChange={(kind) => onTarget({ ...target, kind: (kind ?? 'checking') as typeof target.kind })}
            allowDeselect={false}
          />
        </>
      )}
    </Stack>
  );
}
