import { Stack, Textarea } from '@mantine/core';
import { PhoneInput } from '../../../components/forms/phone-input';
import type { FieldErrors } from '../../../lib/field-errors';

export interface OverviewStepProps {
  description: string;
  phone: string;
  onChange: (patch: { description?: string; phone?: string }) => void;
  errors: FieldErrors;
}

/** Step 0: how the advisor describes their practice, and a phone number. */
export function OverviewStep({ description, phone, onChange, errors }: OverviewStepProps) {
  return (
    <Stack gap="md">
      <Textarea
        label="Description"
        description="Tell clients about your practice and how you help."
        autosize
        minRows={4}
        value={description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
      />
      <PhoneInput label="Phone" value={phone} onChange={(value) => onChange({ phone: value })} error={errors.phone} />
    </Stack>
  );
}
