import { sourceNameProblem } from '@finboard/domain/workspace';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/forms/date-field';
import { errorMessage } from '../../../lib/app-error';
import { productToday } from '../../../lib/product-today';
import { useCreateSource } from '../api';

/** No calendar limit but the far future: a link may live as long as the advisor wants. */
export const LATEST_EXPIRY = '2099-12-31';

/** A custom source with an optional last day; the spec's messages for an empty or taken name. */
export function NewSourceForm({ existing }: { existing: readonly string[] }) {
  const [name, setName] = useState('');
  const [expiryDate, setExpiryDate] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSource();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = sourceNameProblem(name, existing);
    if (found) return setProblem(found);
    setProblem(null);
    create.mutate(
      { name, expiryDate },
      {
        onSuccess: () => {
          setName('');
          setExpiryDate(null);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New source">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Source name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={problem} maxLength={40} />
        {/* Typed and shown MM-DD-YYYY (spec 01 §5 'link expiry MM-DD-YYYY'); sent as YYYY-MM-DD. */}
        <DateField label="Expiry (optional)" value={expiryDate} onChange={setExpiryDate} minDate={productToday()} maxDate={LATEST_EXPIRY} />
        <Button type="submit" loading={create.isPending}>
          Add Source
        </Button>
      </Group>
    </form>
  );
}
