import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { clearUserData } from '../../../lib/session';
import { useDeleteAccount } from '../api';

/**
 * 'Delete my account': the typed email and the password (an account without one, signed in with
 * Google or Apple, is asked to have signed in within the last 5 minutes instead). What the law keeps is said first.
 */
export function DeleteAccountPanel({ email, hasPassword, keptAfterDeletion }: { email: string; hasPassword: boolean; keptAfterDeletion: string }) {
  const form = useForm({ initialValues: { typedEmail: '', password: '' } });
  const { typedEmail, password } = form.values;
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const matches = typedEmail.trim().toLowerCase() === email.toLowerCase();
  const ready = matches && (!hasPassword || password.length > 0);
  const submit = () => {
    if (!ready) return;
    remove.mutate(hasPassword ? { email: typedEmail, password } : { email: typedEmail }, {
      onSuccess: () => {
        clearUserData(queryClient);
        void navigate(paths.login(), { replace: true });
      },
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delete-title" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Delete my account">
        <Stack gap="sm">
          <Title id="delete-title" order={2} fz="lg" c="red.8">
            Delete my account
          </Title>
          <Text fz="sm">
            This cancels your subscription, disconnects your advisors (they are told), removes your linked banks, documents and every record of yours, and signs
            you out everywhere. It cannot be undone.
          </Text>
          <Text fz="sm">{keptAfterDeletion}</Text>
          <TextInput label={`Type your email (${email}) to confirm`} autoComplete="off" {...form.getInputProps('typedEmail')} />
          {hasPassword ? (
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          ) : (
            <Text fz="sm" c="dimmed">
              {PORTABILITY_MESSAGES.signInAgain}
            </Text>
          )}
          {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
          <Button type="submit" color="red" w="fit-content" disabled={!ready} loading={remove.isPending}>
            Delete my account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
