import { Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { AuthenticatorSection } from '../../../features/account-security/components/authenticator-section';
import { DevicesSection } from '../../../features/account-security/components/devices-section';
import { PasskeysSection } from '../../../features/account-security/components/passkeys-section';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Security" />
      <Title order={1}>Security</Title>
      {user ? <AuthenticatorSection user={user} /> : null}
      {user ? <PasskeysSection user={user} /> : null}
      <DevicesSection />
    </Stack>
  );
}
