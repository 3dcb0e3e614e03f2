import type { TRegisterResponse } from '@finboard/contracts';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { productUserParam } from '../../../config/env';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { registrationLinkCheckQuery } from '../api';
import {
  connectingAdvisorId,
  isRegistrationLinkExpired,
  needsLinkCheck,
  readRegistrationParams,
  REGISTRATION_LINK_EXPIRED_MESSAGE,
  type SignUpRole,
} from '../lib/registration-params';
import type { VerificationSent } from '../lib/verification-sent';
import { SignUpFormView } from './sign-up-form';
import { SocialButtons } from './social-buttons';

export interface RegisterViewProps {
  defaultRole: SignUpRole;
  /** Names the advisor a client's link connects them with (the page composes it from the directory). */
  advisorNotice?: (advisorId: string) => ReactNode;
}

/**
 * /register and /register/advisor: social sign-up, or the email form behind its button. A link
 * naming an advisor says who the account will be connected with; an expired, altered or unsigned
 * link or an invitation that no longer holds says so at once (the server judges it): the account
 * can still be made, linked to nobody.
 */
export function RegisterView({ defaultRole, advisorNotice }: RegisterViewProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [showForm, setShowForm] = useState(false);
  const params = useMemo(() => readRegistrationParams(search, { defaultRole, productUserParam }), [search, defaultRole]);

  // No session yet: the page says to check the inbox; the link there signs in and goes on to onboarding.
  const onRegistered = ({ email, linkNotice }: TRegisterResponse) => {
    const sent: VerificationSent = { email, linkNotice };
    navigate(paths.verifyEmail(), { replace: true, state: sent });
  };

  const advisorId = connectingAdvisorId(params);
  const isExpired = isRegistrationLinkExpired(params.context);
  const check = useQuery({
    ...registrationLinkCheckQuery({ role: params.role, context: params.context, ...(params.prefill.email ? { email: params.prefill.email } : {}) }),
    enabled: needsLinkCheck(params) && !isExpired,
  });
  // A sub-advisor invitation to a plan with no place left is refused outright: the check says so too.
  const refusal = isExpired
    ? REGISTRATION_LINK_EXPIRED_MESSAGE
    : check.isError
      ? errorMessage(check.error)
      : check.data?.status === 'refused'
        ? check.data.notice
        : null;

  return (
    <Stack gap="lg">
      <FormAlert message={refusal} />
      {advisorId && !refusal && advisorNotice?.(advisorId)}
      <SocialButtons role={params.role} context={params.context} />
      <Divider label="or" labelPosition="center" />
      {showForm ? (
        <SignUpFormView role={params.role} prefill={params.prefill} context={params.context} onRegistered={onRegistered} />
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
