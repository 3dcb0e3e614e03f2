import type { TSessionUser } from '@finboard/contracts';
import { validateLoginForm, type FieldError } from '@finboard/domain/validation';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { useLogin } from '../api';
import { toFieldError } from '../lib/to-field-error';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** Email and password sign-in; the page decides where a signed-in user goes. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: TSessionUser) => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<FieldError | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // An account with an authenticator app: the password was right, the code comes next.
  const [needsCode, setNeedsCode] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateLoginForm({ email, password });
    setError(failure);
    if (failure) return;
    login.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: (answer) => {
          if ('twoFactorRequired' in answer) return setNeedsCode(true);
          setRedirecting(true);
          onSignedIn(answer.user);
        },
        onError: (err) => setError(toFieldError(err)),
      },
    );
  };

  if (needsCode) return <TwoFactorCodeForm onSignedIn={onSignedIn} onCancel={() => setNeedsCode(false)} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error?.field === 'email'}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error?.field === 'password'}
        />
        <Group justify="space-between">
          <Checkbox label="Remember Me" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          <Anchor component={Link} to={paths.resetPassword()} fz="sm" fw={500}>
            Forgot password?
          </Anchor>
        </Group>
        <FormAlert message={error?.message ?? null} />
        <Button type="submit" size="md" fullWidth loading={login.isPending || redirecting}>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
