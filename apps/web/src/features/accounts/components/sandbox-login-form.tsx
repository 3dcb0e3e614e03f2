import { Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ArrowLeftIcon, LockIcon } from '../../../components/action-icons';
import { FormAlert } from '../../../components/form-alert';
import { InstitutionLogo } from '../../../components/institution-logo';
import { errorMessage } from '../../../lib/app-error';
import { problemOf, shownMessage } from '../../../lib/one-message-form';
import { useSandboxPublicToken } from '../api';
import type { SandboxBank } from './sandbox-bank-picker';

export interface SandboxLoginFormProps {
  bank: SandboxBank;
  linkToken: string;
  /** The public token is ready: link (or relink) the institution with it. */
  onConnect: (publicToken: string) => Promise<void>;
  onBack?: () => void;
}

/** The bank's login screen in the sandbox link tool; the bank checks the credentials. */
export function SandboxLoginForm({ bank, linkToken, onConnect, onBack }: SandboxLoginFormProps) {
  const publicToken = useSandboxPublicToken();
  const form = useForm({ initialValues: { username: '', password: '' } });
  // While the bank answers and the accounts come in (the submit handler's promise).
  const connecting = form.submitting;

  const submit = async ({ username, password }: typeof form.values) => {
    try {
      const { publicToken: token } = await publicToken.mutateAsync({ linkToken, institutionId: bank.institutionId, username, password });
      await onConnect(token);
    } catch (error) {
      form.setErrors(problemOf(errorMessage(error)));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <InstitutionLogo name={bank.name} logoUrl={bank.logoUrl} size={44} />
          <div>
            <Text fw={650}>{bank.name}</Text>
            <Text fz="sm" c="dimmed">
              Enter your online banking credentials
            </Text>
          </div>
        </Group>
        <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} data-autofocus />
        <PasswordInput label="Password" autoComplete="off" {...form.getInputProps('password')} />
        <FormAlert message={shownMessage(form.errors)} />
        {connecting && (
          <Group gap="xs" role="status" wrap="nowrap">
            <Loader size="xs" />
            <Text fz="sm">Connecting to {bank.name} and bringing in your accounts…</Text>
          </Group>
        )}
        <Text fz="sm" c="dimmed">
          Sandbox bank: use user_good / pass_good
        </Text>
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="subtle" leftSection={<ArrowLeftIcon />} onClick={onBack} disabled={connecting}>
              Back
            </Button>
          )}
          <Button type="submit" loading={connecting} leftSection={<LockIcon />}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
