import type { TSessionUser } from '@finboard/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';
import { MoneyInput } from '../../../components/forms/money-input';
import { YesNoSelect } from '../../../components/forms/yes-no-select';
import { fieldErrorsOf, splitApiError } from '../../../lib/field-errors';
import { problemOf } from '../../../lib/one-message-form';
import { useCompleteFinancialFreedom } from '../api';
import { initialFinancialFreedomDraft, toFinancialFreedomRequest, validateFinancialFreedom, type FinancialFreedomDraft } from '../lib/financial-freedom';
import { SalarySlider } from './salary-slider';

const API_FIELDS = ['birthDate', 'hasSpouse', 'totalSavingsCents', 'incomeCents'];

/** /financialfreedom: birth date, spouse, savings and salary; Done saves and completes registration. */
export function FinancialFreedomForm({ onDone }: { onDone: (user: TSessionUser) => void }) {
  const save = useCompleteFinancialFreedom();
  const form = useForm<FinancialFreedomDraft>({
    initialValues: initialFinancialFreedomDraft(),
    // Messages are keyed by the api's field names (`totalSavingsCents` for the savings input).
    validate: (values) => validateFinancialFreedom(values, productToday()),
  });
  const draft = form.values;
  const errors = fieldErrorsOf(form.errors);

  const update = (patch: Partial<FinancialFreedomDraft>, field: string) => {
    form.setValues(patch);
    form.clearFieldError(field);
  };

  const submit = (values: FinancialFreedomDraft) => {
    save.mutate(toFinancialFreedomRequest(values), {
      onSuccess: ({ user }) => onDone(user),
      onError: (error) => {
        const { fieldErrors, formMessage } = splitApiError(error, API_FIELDS);
        form.setErrors({ ...fieldErrors, ...problemOf(formMessage) });
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Financial freedom">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Birth Date"
            yearDropdown
            value={draft.birthDate}
            onChange={(value) => update({ birthDate: value }, 'birthDate')}
            error={errors.birthDate}
          />
          <YesNoSelect label="Spouse?" value={draft.hasSpouse} onChange={(value) => update({ hasSpouse: value }, 'hasSpouse')} />
        </SimpleGrid>
        <MoneyInput
          label="Current Savings"
          value={draft.savings}
          onChange={(value) => update({ savings: value }, 'totalSavingsCents')}
          error={errors.totalSavingsCents}
        />
        <SalarySlider value={draft.salary} onChange={(value) => update({ salary: value }, 'incomeCents')} />
        <FormAlert message={errors.form ?? null} />
        <Button type="submit" size="md" loading={save.isPending}>
          Done
        </Button>
      </Stack>
    </form>
  );
}
