import type { TRegisterResponse, TRegistrationContext } from '@finboard/contracts';
import { AUTH_MESSAGES, validateSignUpForm, type SignUpForm } from '@finboard/domain/validation';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type MouseEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { LazyLegalModal } from '../../../components/legal/lazy-legal-modal';
import type { LegalDoc } from '../../../components/legal/legal-modal';
import { PasswordField } from '../../../components/password-field';
import { markInvalidOnly, oneMessage, shownMessage } from '../../../lib/one-message-form';
import { clearPendingConnection, readPendingConnection } from '../../../lib/pending-connection';
import { useRegister } from '../api';
import { type PrefillField, type SignUpRole, withPendingConnection } from '../lib/registration-params';
import { PasswordChecklist } from './password-checklist';
import { toFieldError } from '../lib/to-field-error';

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
  const form = useForm<SignUpForm>({
    initialValues: {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      email: prefill.email ?? '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate: (values) => oneMessage(validateSignUpForm(values)),
    // A message stays while its field is edited; only the mismatch goes at once (spec 01 §5).
    clearInputErrorOnChange: false,
    onValuesChange: () => form.setErrors((errors) => (shownMessage(errors) === AUTH_MESSAGES.passwordMismatch ? {} : errors)),
    enhanceGetInputProps: markInvalidOnly,
  });
  const [legal, setLegal] = useState<LegalDoc | null>(null);

  const submit = (values: SignUpForm) => {
    const sent = withPendingConnection(context, readPendingConnection());
    register.mutate(
      { ...values, role, context: Object.keys(sent).length > 0 ? sent : undefined },
      {
        onSuccess: (answer) => {
          clearPendingConnection();
          onRegistered(answer);
        },
        onError: (err) => form.setErrors(oneMessage(toFieldError(err))),
      },
    );
  };

  const lockedProps = (field: PrefillField) => (prefill[field] !== undefined ? { readOnly: true, variant: 'filled' as const, 'data-locked': true } : {});
  const openLegal = (doc: LegalDoc) => (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setLegal(doc);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign up">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} {...lockedProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} {...lockedProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} {...lockedProps('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <PasswordChecklist password={form.values.password} confirmation={form.values.confirmPassword} />
        <Checkbox
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
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
        <FormAlert message={shownMessage(form.errors)} />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          Sign Up
        </Button>
      </Stack>
      <LazyLegalModal doc={legal} onClose={() => setLegal(null)} />
    </form>
  );
}
