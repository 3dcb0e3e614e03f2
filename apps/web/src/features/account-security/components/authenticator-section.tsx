import type { TSessionUser } from '@finboard/contracts';
import { TWO_FACTOR_MESSAGES } from '@finboard/domain/auth';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/app-error';
import { twoFactorStatusQuery, useDisableTwoFactor } from '../api';
import { AuthenticatorSetup } from './authenticator-setup';
import { SubmitAndCancel } from '../../../components/forms/submit-and-cancel';

/** 'Authenticator app': on or off, set up, or turned off with the password and a code. */
export function AuthenticatorSection({ user }: { user: TSessionUser }) {
  const status = useQuery(twoFactorStatusQuery());
  const [mode, setMode] = useState<'view' | 'setup' | 'disable'>('view');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="authenticator-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="authenticator-title">
          Authenticator app
        </Title>
        <QueryState query={status} loadingLabel="Loading your authenticator app">
          {(data) => (
            <Stack gap="sm">
              <Group gap="xs">
                <Badge color={data.enabled ? 'green' : 'gray'}>{data.enabled ? 'On' : 'Off'}</Badge>
                {data.enabled ? <Text fz="sm">{data.recoveryCodesLeft} recovery codes left</Text> : null}
              </Group>
              <Text fz="sm">After your password, sign-in asks for a 6-digit code from an app such as Google Authenticator, 1Password or Authy.</Text>
              {data.required && !data.enabled ? (
                <Text fz="sm" c="red">
                  Your account must have two-factor sign-in.
                </Text>
              ) : null}
              {mode === 'setup' ? <AuthenticatorSetup user={user} onClose={() => setMode('view')} /> : null}
              {mode === 'disable' ? <DisableForm user={user} onClose={() => setMode('view')} /> : null}
              {mode === 'view' ? (
                <Group>
                  {data.enabled ? (
                    <Button variant="default" color="red" onClick={() => setMode('disable')}>
                      Turn off
                    </Button>
                  ) : (
                    <Button onClick={() => setMode('setup')}>Set up</Button>
                  )}
                </Group>
              ) : null}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function DisableForm({ user, onClose }: { user: TSessionUser; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm({ initialValues: { password: '', code: '' } });
  const submit = ({ password, code }: typeof form.values) => {
    disable.mutate({ ...(user.hasPassword ? { password } : {}), code: code.trim() }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} aria-label="Turn off the authenticator app">
      <Stack gap="sm">
        {user.hasPassword ? <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} /> : null}
        <TextInput
          label={TWO_FACTOR_MESSAGES.codePrompt}
          description="Or one of your recovery codes"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
        />
        <FormAlert message={disable.isError ? errorMessage(disable.error) : null} />
        <SubmitAndCancel label="Turn off" danger loading={disable.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
