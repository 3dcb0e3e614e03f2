import { sourceNameProblem } from '@finboard/domain/workspace';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { useCreateSource } from '../api';

/** A custom source with an optional last day; the spec's messages for an empty or taken name. */
export function NewSourceForm({ existing }: { existing: readonly string[] }) {
  const [name, setName] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSource();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = sourceNameProblem(name, existing);
    if (found) return setProblem(found);
    setProblem(null);
    create.mutate(
      { name, expiryDate: expiryDate || null },
      {
        onSuccess: () => {
          setName('');
          setExpiryDate('');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New source">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Source name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={problem} maxLength={40} />
        <TextInput label="Expiry (optional)" type="date" value={expiryDate} onChange={(event) => setExpiryDate(event.currentTarget.value)} />
        <Button type="submit" loading={create.isPending}>
          Add Source
        </Button>
      </Group>
    </form>
  );
}
