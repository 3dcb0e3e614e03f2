import type { TClientOnboarding } from '@finboard/contracts';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';
import { MoneyInput } from '../../../components/forms/money-input';
import { YesNoSelect } from '../../../components/forms/yes-no-select';
import { fieldErrorsOf, splitApiError } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveClientOnboarding } from '../api';
import {
  RETIREMENT_AGES,
  SAVINGS_RATES,
  toClientOnboardingDraft,
  toClientOnboardingRequest,
  validateClientOnboarding,
  type ClientOnboardingDraft,
} from '../lib/client-onboarding';
import { SALARY_MAX } from '../lib/financial-freedom';
import { ClientSpouseFields } from './client-spouse-fields';
import { ExplainedNumberInput } from '../../../components/forms/explained-number-input';

const API_FIELDS = [
  'highestPriority',
  'birthDate',
  'spouseBirthDate',
  'spouseFirstName',
  'spouseLastName',
  'retirementAge',
  'incomeCents',
  'retirementIncomeRate',
  'savingsRate',
  'totalSavingsCents',
];
const AGE_OPTIONS = RETIREMENT_AGES.map(String);
const RATE_OPTIONS = SAVINGS_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

/** The client's planning questionnaire (/client/onboarding), saved whole with PUT. */
export function ClientOnboardingForm({ onboarding }: { onboarding: TClientOnboarding | null }) {
  const saveOnboarding = useSaveClientOnboarding();
  const form = useForm<ClientOnboardingDraft>({
    initialValues: toClientOnboardingDraft(onboarding),
    // Messages are keyed by the api's field names (`incomeCents` for the income input).
    validate: (values) => validateClientOnboarding(values, productToday()),
  });
  const draft = form.values;
  const errors = fieldErrorsOf(form.errors);

  const change = (patch: Partial<ClientOnboardingDraft>, field?: string) => {
    form.setValues(patch);
    if (field) form.clearFieldError(field);
  };

  const submit = (values: ClientOnboardingDraft) => {
    saveOnboarding.mutate(toClientOnboardingRequest(values), {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => {
        const { fieldErrors, formMessage } = splitApiError(error, API_FIELDS);
        form.setErrors(fieldErrors);
        notifyError(formMessage ?? Object.values(fieldErrors)[0] ?? '');
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Onboarding">
      <Stack gap="lg">
        <TextInput
          label="Highest Priority"
          placeholder="e.g. Retire early, pay off the mortgage"
          value={draft.highestPriority}
          onChange={(event) => change({ highestPriority: event.currentTarget.value }, 'highestPriority')}
          error={errors.highestPriority}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="My Birthday"
            yearDropdown
            value={draft.birthDate}
            onChange={(birthDate) => change({ birthDate }, 'birthDate')}
            error={errors.birthDate}
          />
          <YesNoSelect label="Spouse?" value={draft.hasSpouse} onChange={(hasSpouse) => change({ hasSpouse })} />
        </SimpleGrid>
        {draft.hasSpouse && <ClientSpouseFields draft={draft} onChange={change} errors={errors} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Retirement Age"
            data={AGE_OPTIONS}
            value={String(draft.retirementAge)}
            onChange={(age) => age && change({ retirementAge: Number(age) }, 'retirementAge')}
            allowDeselect={false}
            error={errors.retirementAge}
          />
          <MoneyInput
            label="Total Annual Income"
            value={draft.income}
            max={SALARY_MAX}
            onChange={(income) => change({ income }, 'incomeCents')}
            error={errors.incomeCents}
          />
          <ExplainedNumberInput
            label="Retirement Income (% of current income)"
            value={draft.retirementIncomePercent}
            onChange={(value) => change({ retirementIncomePercent: typeof value === 'number' ? value : '' }, 'retirementIncomeRate')}
            min={0}
            max={100}
            allowDecimal={false}
            suffix="%"
            error={errors.retirementIncomeRate}
          />
          <Select
            label="Savings Rate"
            data={RATE_OPTIONS}
            value={String(draft.savingsPercent)}
            onChange={(rate) => rate && change({ savingsPercent: Number(rate) }, 'savingsRate')}
            allowDeselect={false}
            error={errors.savingsRate}
          />
          <MoneyInput
            label="Current Retirement Saving"
            value={draft.totalSavings}
            onChange={(totalSavings) => change({ totalSavings }, 'totalSavingsCents')}
            error={errors.totalSavingsCents}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saveOnboarding.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
