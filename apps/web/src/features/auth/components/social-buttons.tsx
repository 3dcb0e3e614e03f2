import { SOCIAL_PROVIDERS, type TRegistrationContext } from '@finboard/contracts';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { clearPendingConnection, readPendingConnection } from '../../../lib/pending-connection';
import { socialProvidersQuery, useSocialSignIn } from '../api';
import { type SignUpRole, withPendingConnection } from '../lib/registration-params';

type Provider = (typeof SOCIAL_PROVIDERS)[number];

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

function ProviderMark({ provider }: { provider: Provider }) {
  if (provider === 'apple') {
    return (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5c-.3 1.5-1.1 2.7-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1C3.3 21.3 7.3 24 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4c-.2-.7-.4-1.5-.4-2.4s.1-1.6.4-2.4V6.5h-4C.5 8.2 0 10 0 12s.5 3.8 1.3 5.5l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4C17.9 1.2 15.2 0 12 0 7.3 0 3.3 2.7 1.3 6.5l4 3.1c1-2.8 3.6-4.8 6.7-4.8z" />
    </svg>
  );
}

/**
 * What a new social account signs up with, as the email form sends it: a client, the link's parameters and a
 * directory funnel's switches; an advisor, only a sub-advisor invitation (its token, with the spec's inviter and inviteType).
 */
function signUpContext(role: SignUpRole, context: TRegistrationContext | undefined): TRegistrationContext | undefined {
  if (role === 'advisor')
    return context?.invitation
      ? { invitation: context.invitation, ...(context.inviter ? { inviter: context.inviter, inviteType: 'advisor' as const } : {}) }
      : undefined;
  if (!context) return undefined;
  const sent = withPendingConnection(context, readPendingConnection());
  return Object.keys(sent).length > 0 ? sent : undefined;
}

/** Google and Apple sign-in; the role (and a client's registration context) apply when the social account is new. */
export function SocialButtons({ role = 'client', context }: { role?: SignUpRole; context?: TRegistrationContext }) {
  const providers = useQuery(socialProvidersQuery());
  const signIn = useSocialSignIn();
  const [message, setMessage] = useState<string | null>(null);

  const start = (provider: Provider) => {
    setMessage(null);
    const configured = providers.data?.providers.some((p) => p.id === provider && p.configured) ?? false;
    if (!configured) {
      setMessage(`Sign-in with ${PROVIDER_NAMES[provider]} is not configured.`);
      return;
    }
    const sent = signUpContext(role, context);
    signIn.mutate(
      { provider, role, ...(sent ? { context: sent } : {}) },
      // The switches now travel with the sign-in (a short-lived cookie on the api's side).
      {
        onSuccess: () => {
          if (sent?.share) clearPendingConnection();
        },
        onError: (error) => setMessage(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="default"
          size="md"
          fullWidth
          leftSection={<ProviderMark provider={provider} />}
          loading={providers.isPending || (signIn.isPending && signIn.variables?.provider === provider)}
          onClick={() => start(provider)}
        >
          {`Continue with ${PROVIDER_NAMES[provider]}`}
        </Button>
      ))}
      <FormAlert message={message} />
    </Stack>
  );
}
