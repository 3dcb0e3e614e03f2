import { Card, Stack, Text, Title } from '@mantine/core';

/**
 * 'Passkeys': not built yet (issue #36 item 3 is open: better-auth's passkey plugin has no release
 * matching our better-auth). The section says so rather than offering a button that does nothing.
 */
export function PasskeysSection() {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="passkeys-title">
          Passkeys
        </Title>
        <Text fz="sm">Signing in with a passkey is not available yet. Use an authenticator app to protect your account meanwhile.</Text>
      </Stack>
    </Card>
  );
}
