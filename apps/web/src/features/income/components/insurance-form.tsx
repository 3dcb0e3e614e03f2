import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TInsurance, TInsurancePolicy } from '@finboard/contracts';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MoneyInput } from '../../../components/forms/money-input';
import { errorMessage } from '../../../lib/app-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveInsurance } from '../api';
import { INSURANCE_SECTIONS, PEOPLE, type Person, type PolicyField, type PolicySection } from '../lib/people';

interface SectionProps {
  section: PolicySection;
  insurance: TInsurance;
  isReadOnly: boolean;
  onChange: (person: Person, key: keyof TInsurancePolicy, value: string | number) => void;
}

function PolicyInput({
  field,
  policy,
  isReadOnly,
  onChange,
}: {
  field: PolicyField;
  policy: TInsurancePolicy;
  isReadOnly: boolean;
  onChange: (value: string | number) => void;
}) {
  const value = policy[field.key];
  if (field.kind === 'money') {
    return (
      <MoneyInput
        label={field.label}
        value={centsToDollars(Number(value))}
        onChange={(next) => onChange(next === '' ? 0 : dollarsToCents(next))}
        disabled={isReadOnly}
      />
    );
  }
  return <TextInput label={field.label} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)} disabled={isReadOnly} />;
}

/** One section, showing the husband's or the wife's policy. */
function PolicySectionCard({ section, insurance, isReadOnly, onChange }: SectionProps) {
  const [person, setPerson] = useState<Person>('self');
  return (
    <Paper withBorder p="lg" component="section" aria-label={section.title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {section.title}
          </Title>
          <SegmentedControl aria-label={`${section.title}: Husband or Wife`} data={PEOPLE} value={person} onChange={(value) => setPerson(value)} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {section.fields.map((field) => (
            <PolicyInput
              key={field.key}
              field={field}
              policy={insurance[person]}
              isReadOnly={isReadOnly}
              onChange={(value) => onChange(person, field.key, value)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Property, health, life and long-term-care policies for the client and spouse. */
export function InsuranceForm({ insurance, isReadOnly }: { insurance: TInsurance; isReadOnly: boolean }) {
  const save = useSaveInsurance();
  const form = useForm<TInsurance>({ initialValues: insurance });
  const change = (person: Person, key: keyof TInsurancePolicy, value: string | number) => form.setFieldValue(`${person}.${key}`, value);

  const submit = (values: TInsurance) => {
    save.mutate(values, {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        {INSURANCE_SECTIONS.map((section) => (
          <PolicySectionCard key={section.key} section={section} insurance={form.values} isReadOnly={isReadOnly} onChange={change} />
        ))}
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
