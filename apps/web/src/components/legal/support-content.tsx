import { Anchor, Stack, Text } from '@mantine/core';
import { env } from '../../config/env';

export function SupportContent() {
  return (
    <Stack gap="sm">
      <Text>Our support team can help with signing in, linking institutions, billing and advisor connections.</Text>
      <Text>
        Write to{' '}
        <Anchor href={`mailto:${env.supportEmail}`} fw={600}>
          {env.supportEmail}
        </Anchor>{' '}
        and include the email address you use with {env.productName}. Once you are signed in, the Help button opens a chat with us.
      </Text>
      <Text c="dimmed" fz="sm">
        We will never ask for your password or your bank credentials.
      </Text>
    </Stack>
  );
}
