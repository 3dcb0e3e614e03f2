import { Anchor, Group, Text } from '@mantine/core';
import { LegalLinks } from '../../../components/legal/legal-links';
import { env } from '../../../config/env';

export function AppFooter({ onHelp }: { onHelp: () => void }) {
  return (
    <Group component="footer" justify="space-between" gap="sm" py="md" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Text fz="sm" c="dimmed">
        © {new Date().getFullYear()} {env.productName}. All rights reserved.
      </Text>
      <Group gap="md">
        <LegalLinks docs={['terms', 'privacy']} />
        <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onHelp}>
          Help
        </Anchor>
      </Group>
    </Group>
  );
}
