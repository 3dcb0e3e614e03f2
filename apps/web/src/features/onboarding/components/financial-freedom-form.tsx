import type { TSessionUser } from '@finboard/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';
import { MoneyInput } from '../../../components/forms/money-input';
import { YesNoSelect } from '../../../components/forms/yes-no-select';
import { hasErrors, splitApiError, withoutError, type FieldErrors } from '../../../lib/field-errors';
import { useCompleteFinancialFreedom } from '../api';
import { initialFinancialFreedomDraft, toFinancialFreedomRequest, validateFinancialFreedom, type FinancialFreedomDraft } from '../lib/financial-freedom';
import { SalarySlider } from './salary-slider';

const API_FIELDS = ['birthDate', 'hasSpouse', 'totalSavingsCents', 'incomeCents'];

/** /financialfreedom: birth date, spouse, savings and salary; Done saves and completes registration. */
export function FinancialFreedomForm({ onDone }: { onDone: (user: TSessionUser) => void }) {
  const save = useCompleteFinancialFreedom();
  const [draft, setDraft] = useState<FinancialFreedomDraft>(initialFinancialFreedomDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const update = <K extends keyof FinancialFreedomDraft>(key: K, value: FinancialFreedomDraft[K], field: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFinancialFreedom(draft, productToday());
    setErrors(found);
    setFormMessage(null);
    if (hasErrors(found)) return;
    save.mutate(toFinancialFreedomRequest(draft), {
      onSuccess: ({ user }) => onDone(user),
      onError: (error) => {
        const { fieldErrors, formMessage: message } = splitApiError(error, API_FIELDS);
        setErrors(fieldErrors);
        setFormMessage(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Financial freedom">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Birth Date"
            yearDropdown
            value={draft.birthDate}
            onChange={(value) => update('birthDate', value, 'birthDate')}
            error={errors.birthDate}
          />
          <YesNoSelect label="Spouse?" value={draft.hasSpouse} onChange={(value) => update('hasSpouse', value, 'hasSpouse')} />
        </SimpleGrid>
        <MoneyInput
          label="Current Savings"
          value={draft.savings}
          onChange={(value) => update('savings', value, 'totalSavingsCents')}
          error={errors.totalSavingsCents}
        />
        <SalarySlider value={draft.salary} onChange={(value) => update('salary', value, 'incomeCents')} />
        <FormAlert message={formMessage} />
        <Button type="submit" size="md" loading={save.isPending}>
          Done
        </Button>
      </Stack>
    </form>
  );
}
