import { sourceNameProblem } from '@finboard/domain/workspace';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/forms/date-field';
import { errorMessage } from '../../../lib/app-error';
import { productToday } from '../../../lib/product-today';
import { useCreateSource } from '../api';

/** No calendar limit but the far future: a link may live as long as the advisor wants. */
export const LATEST_EXPIRY = '2099-12-31';

/** A custom source with an optional last day; the spec's messages for an empty or taken name. */
export function NewSourceForm({ existing }: { existing: readonly string[] }) {
  const form = useForm<{ name: string; expiryDate: string | null }>({
    initialValues: { name: '', expiryDate: null },
    validate: { name: (name) => sourceNameProblem(name, existing) },
    // The message stays until the next Add Source.
    clearInputErrorOnChange: false,
  });
  const create = useCreateSource();

  const submit = (values: typeof form.values) => {
    create.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => form.setFieldError('name', errorMessage(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="New source">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Source name" {...form.getInputProps('name')} maxLength={40} />
        {/* Typed and shown MM-DD-YYYY (spec 01 §5 'link expiry MM-DD-YYYY'); sent as YYYY-MM-DD. */}
        <DateField
          label="Expiry (optional)"
          value={form.values.expiryDate}
          onChange={(expiryDate) => form.setFieldValue('expiryDate', expiryDate)}
          minDate={productToday()}
          maxDate={LATEST_EXPIRY}
        />
        <Button type="submit" loading={create.isPending}>
          Add Source
        </Button>
      </Group>
    </form>
  );
}
