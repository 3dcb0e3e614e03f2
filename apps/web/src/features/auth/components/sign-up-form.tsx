import type { TRegisterResponse, TRegistrationContext } from '@finboard/contracts';
import { AUTH_MESSAGES, validateSignUpForm, type FieldError, type SignUpForm } from '@finboard/domain/validation';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { LazyLegalModal } from '../../../components/legal/lazy-legal-modal';
import type { LegalDoc } from '../../../components/legal/legal-modal';
import { PasswordField } from '../../../components/password-field';
import { clearPendingConnection, readPendingConnection } from '../../../lib/pending-connection';
import { useRegister } from '../api';
import { type PrefillField, type SignUpRole, withPendingConnection } from '../lib/registration-params';
import { PasswordChecklist } from './password-checklist';
import { toFieldError } from '../lib/to-field-error';

type TextField = Exclude<keyof SignUpForm, 'acceptTerms'>;

export interface SignUpFormProps {
  role: SignUpRole;
  prefill: Partial<Record<PrefillField, string>>;
  context: TRegistrationContext;
  /** The server's answer: the address the verification link went to, and why a link did not hold. */
  onRegistered: (answer: TRegisterResponse) => void;
}

/**
 * The email sign-up form: the spec's messages in the spec's order (validateSignUpForm). The link's
 * parameters go as `context`, with the share switches a visitor chose in the directory's connect
 * funnel for the same advisor. The server answers the same whether or not the address has an
 * account, and starts no session: the verification link does. A link that does not hold still
 * makes the account (linked to nobody); the answer says why.
 */
export function SignUpFormView({ role, prefill, context, onRegistered }: SignUpFormProps) {
  const register = useRegister();
  const [form, setForm] = useState<SignUpForm>({
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    email: prefill.email ?? '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const [error, setError] = useState<FieldError | null>(null);
  const [legal, setLegal] = useState<LegalDoc | null>(null);

  const update = <K extends keyof SignUpForm>(field: K, value: SignUpForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // Spec 01 §5: the mismatch message clears as soon as the user edits the form.
    setError((current) => (current?.message === AUTH_MESSAGES.passwordMismatch ? null : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateSignUpForm(form);
    setError(failure);
    if (failure) return;
    const sent = withPendingConnection(context, readPendingConnection());
    register.mutate(
      { ...form, role, context: Object.keys(sent).length > 0 ? sent : undefined },
      {
        onSuccess: (answer) => {
          clearPendingConnection();
          onRegistered(answer);
        },
        onError: (err) => setError(toFieldError(err)),
      },
    );
  };

  const textProps = (field: TextField) => ({
    value: form[field],
    onChange: (e: { currentTarget: HTMLInputElement }) => update(field, e.currentTarget.value),
    error: error?.field === field,
  });
  const lockedProps = (field: PrefillField) =>
    prefill[field] !== undefined ? { readOnly: true, variant: 'filled' as const, 'data-locked': true } : {};
  const openLegal = (doc: LegalDoc) => (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setLegal(doc);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" autoComplete="given-name" {...textProps('firstName')} {...lockedProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...textProps('lastName')} {...lockedProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" {...textProps('email')} {...lockedProps('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...textProps('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...textProps('confirmPassword')} />
        <PasswordChecklist password={form.password} confirmation={form.confirmPassword} />
        <Checkbox
          checked={form.acceptTerms}
          onChange={(e) => update('acceptTerms', e.currentTarget.checked)}
          error={error?.field === 'acceptTerms'}
          label={
            <Text component="span" fz="sm">
              I accept the{' '}
              <Anchor component="button" type="button" fz="sm" onClick={openLegal('terms')}>
                Terms
              </Anchor>{' '}
              and the{' '}
              <Anchor component="button" type="button" fz="sm" onClick={openLegal('privacy')}>
                Privacy Policy
              </Anchor>
            </Text>
          }
        />
        <FormAlert message={error?.message ?? null} />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          Sign Up
        </Button>
      </Stack>
      <LazyLegalModal doc={legal} onClose={() => setLegal(null)} />
    </form>
  );
}
