import { formatProviderLabel } from '@finboard/domain/format';
import { Autocomplete, Button, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { DateField } from '../../../components/forms/date-field';
import { errorMessage } from '../../../lib/app-error';
import { markInvalidOnly, oneMessage, shownMessage } from '../../../lib/one-message-form';
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

const BALANCE_TYPES = [
  { value: 'assets', label: 'Asset' },
  { value: 'liabilities', label: 'Liability' },
];

function accountTypeOptions(balanceType: ManualFormState['balanceType']) {
  const types = balanceType ? ACCOUNT_TYPES[balanceType] : [];
  return [{ value: '', label: 'Select account type' }, ...types.map((type) => ({ value: type, label: formatProviderLabel(type) }))];
}

/** The manual account form: checks in the spec's order, one message at a time, then saves. */
export function ManualAccountForm({ mode, initial, institutionNames = [], institutionSlot, onSave, actions }: ManualAccountFormProps) {
  const balanceLabelId = useId();
  const form = useForm<ManualFormState>({
    initialValues: initial,
    validate: (values) => oneMessage(checkManualForm(values, mode)),
    // Editing a field drops its message (@mantine/form's default), and only its own.
    enhanceGetInputProps: markInvalidOnly,
  });

  // Asset and liability types differ: the type is chosen again; a message about the type stays.
  const setBalanceType = (value: string) => {
    const typeMessage = form.errors.accountType;
    form.setFieldValue('balanceType', value as BalanceType);
    form.setFieldValue('accountType', '');
    if (typeMessage) form.setErrors((errors) => ({ ...errors, accountType: typeMessage }));
  };

  const save = async (values: ManualFormState) => {
    try {
      await onSave(values);
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {institutionSlot ?? (
            <Autocomplete
              label="Institution Name"
              size="md"
              data={institutionNames}
              comboboxProps={{ keepMounted: false }}
              {...form.getInputProps('institutionName')}
            />
          )}
          <TextInput label="Account Name" {...form.getInputProps('name')} />
        </SimpleGrid>
        <Stack gap={6}>
          <Text id={balanceLabelId} fw={600} fz="md">
            Balance Type
          </Text>
          <SegmentedControl
            aria-labelledby={balanceLabelId}
            data={BALANCE_TYPES}
            value={form.values.balanceType}
            onChange={setBalanceType}
            w={{ base: '100%', sm: 320 }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect label="Account Type" data={accountTypeOptions(form.values.balanceType)} {...form.getInputProps('accountType')} />
          <Autocomplete
            label="Account Subtype"
            size="md"
            data={SUBTYPE_SUGGESTIONS[form.values.accountType] ?? []}
            comboboxProps={{ keepMounted: false }}
            {...form.getInputProps('accountSubtype')}
          />
          <TextInput label="Amount" inputMode="decimal" leftSection="$" {...form.getInputProps('amount')} />
          <DateField label="Date" value={form.values.date} onChange={(value) => form.setFieldValue('date', value)} />
        </SimpleGrid>
        {form.values.balanceType === 'liabilities' && (
          <LiabilityDetailsFields details={form.values.details} onChange={(details) => form.setFieldValue('details', details)} />
        )}
        <FormAlert message={shownMessage(form.errors)} />
        <Group justify="space-between">
          <Button type="submit" loading={form.submitting} miw={140}>
            Done
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
