import { Autocomplete, Button, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { DateField } from '../../../components/forms/date-field';
import { errorMessage } from '../../../lib/app-error';
import { labelOf } from '../lib/format';
import { ACCOUNT_TYPES, checkManualForm, SUBTYPE_SUGGESTIONS, type BalanceType, type ManualFormState } from '../lib/manual-form';
import { LiabilityDetailsFields } from './liability-details-fields';

export interface ManualAccountFormProps {
  mode: 'add' | 'update';
  initial: ManualFormState;
  /** Add mode: names of the client's manual institutions, offered while typing. */
  institutionNames?: string[];
  /** Update mode: the pickers of the institution and account being edited, in place of the name input. */
  institutionSlot?: ReactNode;
  onSave: (form: ManualFormState) => Promise<void>;
  /** Beside Done, e.g. DELETE ACCOUNT. */
  actions?: ReactNode;
}

type Field = keyof ManualFormState;

const BALANCE_TYPES = [
  { value: 'assets', label: 'Asset' },
  { value: 'liabilities', label: 'Liability' },
];

function accountTypeOptions(balanceType: ManualFormState['balanceType']) {
  const types = balanceType ? ACCOUNT_TYPES[balanceType] : [];
  return [{ value: '', label: 'Select account type' }, ...types.map((type) => ({ value: type, label: labelOf(type) }))];
}

/** The manual account form: checks in the spec's order, one message at a time, then saves. */
export function ManualAccountForm({ mode, initial, institutionNames = [], institutionSlot, onSave, actions }: ManualAccountFormProps) {
  const balanceLabelId = useId();
  const [form, setForm] = useState(initial);
  const [failure, setFailure] = useState<{ field: Field | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends Field>(key: K, value: ManualFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (failure?.field === key) setFailure(null);
  };
  // Asset and liability types differ: the type is chosen again.
  const setBalanceType = (value: string) => {
    setForm((current) => ({ ...current, balanceType: value as BalanceType, accountType: '' }));
    if (failure?.field === 'balanceType') setFailure(null);
  };
  const invalid = (field: Field) => failure?.field === field;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkManualForm(form, mode);
    if (found) return setFailure(found);
    setFailure(null);
    setSaving(true);
    try {
      await onSave(form);
    } catch (error) {
      setFailure({ field: null, message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {institutionSlot ?? (
            <Autocomplete
              label="Institution Name"
              size="md"
              data={institutionNames}
              comboboxProps={{ keepMounted: false }}
              value={form.institutionName}
              onChange={(value) => set('institutionName', value)}
              error={invalid('institutionName')}
            />
          )}
          <TextInput label="Account Name" value={form.name} onChange={(event) => set('name', event.currentTarget.value)} error={invalid('name')} />
        </SimpleGrid>
        <Stack gap={6}>
          <Text id={balanceLabelId} fw={600} fz="md">
            Balance Type
          </Text>
          <SegmentedControl aria-labelledby={balanceLabelId} data={BALANCE_TYPES} value={form.balanceType} onChange={setBalanceType} w={{ base: '100%', sm: 320 }} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Account Type"
            data={accountTypeOptions(form.balanceType)}
            value={form.accountType}
            onChange={(event) => set('accountType', event.currentTarget.value)}
            error={invalid('accountType')}
          />
          <Autocomplete
            label="Account Subtype"
            size="md"
            data={SUBTYPE_SUGGESTIONS[form.accountType] ?? []}
            comboboxProps={{ keepMounted: false }}
            value={form.accountSubtype}
            onChange={(value) => set('accountSubtype', value)}
            error={invalid('accountSubtype')}
          />
          <TextInput
            label="Amount"
            inputMode="decimal"
            leftSection="$"
            value={form.amount}
            onChange={(event) => set('amount', event.currentTarget.value)}
            error={invalid('amount')}
          />
          <DateField label="Date" value={form.date} onChange={(value) => set('date', value)} />
        </SimpleGrid>
        {form.balanceType === 'liabilities' && <LiabilityDetailsFields details={form.details} onChange={(details) => set('details', details)} />}
        <FormAlert message={failure?.message ?? null} />
        <Group justify="space-between">
          <Button type="submit" loading={saving} miw={140}>
            Done
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
