import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { ManualAccountEditor } from '../../../features/accounts/components/manual-account-editor';

export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Manual Account" />
      <Stack gap={4}>
        <Title order={1}>Manual Account</Title>
        <Text c="dimmed">Add an account you track yourself, or update one you added before.</Text>
      </Stack>
      <ManualAccountEditor />
    </Stack>
  );
}
