import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';
import { LATEST_EXPIRY } from './new-source-form';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useDeleteSource, useRenewSource } from '../api';

/** A new last day for an expired link (empty: it never expires); the server refuses a past day with its message. */
export function RenewSourceForm({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const [expiryDate, setExpiryDate] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const renew = useRenewSource();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    renew.mutate({ id, expiryDate }, { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error)) });
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Renew the ${name} link`}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateField
          label="New expiry (optional)"
          value={expiryDate}
          onChange={setExpiryDate}
          minDate={productToday()}
          maxDate={LATEST_EXPIRY}
          error={problem ?? undefined}
        />
        <Button size="xs" type="submit" loading={renew.isPending}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onDone} disabled={renew.isPending}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** Deletes the advisor's own source after a confirmation that says its clients stay. */
export function DeleteSourceButton({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSource();
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={`Delete the ${name} link`}>
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Delete the ${name} link?`}
        message="The link stops working. Clients who registered through it stay connected and keep it as their source."
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(id, { onError: (error) => notifyError(errorMessage(error), 'Not deleted'), onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
