import type { TPasskey, TSessionUser } from '@finboard/contracts';
import { PASSKEY_MESSAGES } from '@finboard/domain/auth';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { QueryState } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table/stacked-table';
import { errorMessage, isAppError } from '../../../lib/app-error';
import { passkeysQuery, useAddPasskey, useRemovePasskey } from '../api';
import { SubmitAndCancel } from '../../../components/forms/submit-and-cancel';

const when = (at: string | null) => (at ? dayjs(at).format('MMM D, YYYY h:mm A') : 'Never');

/** The browser's own refusals (the prompt closed or timed out) read as one sentence; the server's in its words. */
function passkeyFailure(error: unknown): string {
  if (isAppError(error)) return errorMessage(error);
  return typeof window.PublicKeyCredential === 'undefined' ? PASSKEY_MESSAGES.unsupported : PASSKEY_MESSAGES.cancelled;
}

/** 'Passkeys': sign in with the device's lock (a fingerprint, a face, a PIN) instead of a password and a code. */
export function PasskeysSection({ user }: { user: TSessionUser }) {
  const passkeys = useQuery(passkeysQuery());
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="passkeys-title">
          Passkeys
        </Title>
        <Text fz="sm">A passkey signs you in with your device's screen lock or a security key, without a password or a code. You can add several.</Text>
        <QueryState query={passkeys} loadingLabel="Loading your passkeys">
          {(data) => (
            <Stack gap="sm">
              {data.passkeys.length > 0 ? (
                <PasskeysTable passkeys={data.passkeys} user={user} />
              ) : (
                <Text fz="sm" c="dimmed">
                  No passkeys yet.
                </Text>
              )}
              {adding ? (
                <AddPasskeyForm onClose={() => setAdding(false)} />
              ) : (
                <Group>
                  <Button onClick={() => setAdding(true)}>Add a passkey</Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(PASSKEY_MESSAGES.nameRequired);
    setError(null);
    add.mutate(name.trim(), { onSuccess: onClose, onError: (failure) => setError(passkeyFailure(failure)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a passkey">
      <Stack gap="sm">
        <TextInput
          label="Passkey name"
          description="So you can tell your passkeys apart, e.g. 'Work laptop'"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error === PASSKEY_MESSAGES.nameRequired}
        />
        <FormAlert message={error} />
        <SubmitAndCancel label="Add a passkey" loading={add.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function PasskeysTable({ passkeys, user }: { passkeys: TPasskey[]; user: TSessionUser }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const chosen = passkeys.find((passkey) => passkey.id === removing) ?? null;
  return (
    <Stack gap="sm">
      <StackedTable minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fz="sm">{passkey.name}</Text>
                    {passkey.synced ? (
                      <Badge size="sm" variant="light">
                        Synced
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{when(passkey.createdAt)}</Table.Td>
                <Table.Td>{when(passkey.lastUsedAt)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(passkey.id)} aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </StackedTable>
      {chosen ? <RemovePasskeyForm key={chosen.id} passkey={chosen} user={user} onClose={() => setRemoving(null)} /> : null}
    </Stack>
  );
}

/** Removing takes the password, or nothing just after a sign-in (an account with Google or Apple has no password). */
function RemovePasskeyForm({ passkey, user, onClose }: { passkey: TPasskey; user: TSessionUser; onClose: () => void }) {
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ id: passkey.id, ...(password ? { password } : {}) }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} aria-label={`Remove the passkey ${passkey.name}`}>
      <Stack gap="sm">
        <Text fz="sm">Remove the passkey '{passkey.name}'? It will no longer sign you in.</Text>
        {user.hasPassword ? (
          <PasswordField
            label="Password"
            description="Not needed if you signed in in the last 5 minutes"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        ) : null}
        <FormAlert message={remove.isError ? errorMessage(remove.error) : null} />
        <SubmitAndCancel label="Remove" danger loading={remove.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
