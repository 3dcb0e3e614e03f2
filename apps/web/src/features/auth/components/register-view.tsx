import type { TSessionUser } from '@finboard/contracts';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { productUserParam } from '../../../config/env';
import { paths } from '../../../config/paths';
import { setSessionUser } from '../../../lib/session';
import { readRegistrationParams, type SignUpRole } from '../lib/registration-params';
import { SignUpFormView } from './sign-up-form';
import { SocialButtons } from './social-buttons';

/** /register and /register/advisor: social sign-up, or the email form behind its button. */
export function RegisterView({ defaultRole }: { defaultRole: SignUpRole }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showForm, setShowForm] = useState(false);
  const params = useMemo(
    () => readRegistrationParams(search, { defaultRole, productUserParam }),
    [search, defaultRole],
  );

  const onRegistered = (user: TSessionUser) => {
    setSessionUser(queryClient, user);
    const onboarding = user.role === 'advisor' ? paths.advisorOnboarding() : paths.financialFreedom();
    navigate(onboarding, { replace: true });
  };

  return (
    <Stack gap="lg">
      <SocialButtons role={params.role} />
      <Divider label="or" labelPosition="center" />
      {showForm ? (
        <SignUpFormView
          role={params.role}
          prefill={params.prefill}
          context={params.context}
          onRegistered={onRegistered}
        />
      ) : (
        <Button variant="light" size="md" fullWidth onClick={() => setShowForm(true)}>
          Sign Up with an email
        </Button>
      )}
      <Text ta="center" fz="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login()} fw={600}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
