import { formatCents, rateToPercent } from '@finboard/domain/format';
import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TIncome } from '@finboard/contracts';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MoneyInput } from '../../../components/forms/money-input';
import { ShownValueInput } from '../../../components/forms/shown-value-input';
import { errorMessage } from '../../../lib/app-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveIncome } from '../api';
import { OWNERS, PEOPLE, taxStatusOptions, type Person } from '../lib/people';

export interface IncomeFormProps {
  income: TIncome;
  isReadOnly: boolean;
}

/** Income Information and Social Security; salary, tax rate and ages come from elsewhere and are shown only. */
export function IncomeForm({ income, isReadOnly }: IncomeFormProps) {
  const save = useSaveIncome();
  const form = useForm<TIncome>({ initialValues: income });
  const draft = form.values;
  // Whose figures are shown is a view choice, not a value saved.
  const [person, setPerson] = useState<Person>('self');
  const info = draft.incomeInfos.find((entry) => entry.owner === person);

  const submit = (values: TIncome) => {
    save.mutate(values, {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" component="section" aria-label="Income Information">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Income Information
            </Title>
            <NativeSelect
              label="Husband/Wife"
              data={PEOPLE}
              value={person}
              onChange={(event) => setPerson(event.currentTarget.value as Person)}
              w={{ base: '100%', sm: 240 }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ShownValueInput label="Employer Name" value={info?.employerName ?? ''} />
              <ShownValueInput label="Annual Salary" value={formatCents(info?.annualSalaryCents ?? 0)} />
              <NativeSelect label="Owner" data={OWNERS} {...form.getInputProps('owner')} disabled={isReadOnly} />
              <TextInput label="Company Stock" {...form.getInputProps('companyStock')} disabled={isReadOnly} />
              <NativeSelect label="Tax Status" data={taxStatusOptions(draft.taxStatus)} {...form.getInputProps('taxStatus')} disabled={isReadOnly} />
              <ShownValueInput label="Effective Tax Rate" value={`${rateToPercent(draft.effectiveTaxRate)}%`} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-label="Social Security">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Social Security
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <MoneyInput
                label="Primary Insurance Amount"
                value={centsToDollars(draft.socialSecurityPiaCents)}
                onChange={(value) => form.setFieldValue('socialSecurityPiaCents', value === '' ? 0 : dollarsToCents(value))}
                disabled={isReadOnly}
              />
              <ShownValueInput label="Earliest Age" value={String(draft.socialSecurityEarliestAge)} />
              <ShownValueInput label="Latest Age" value={String(draft.socialSecurityLatestAge)} />
            </SimpleGrid>
          </Stack>
        </Paper>
        {!isReadOnly && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save Details
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
