import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { HomeTiles } from '../../../features/client-home/components/home-tiles';
import { useSession } from '../../../lib/session';
import { useHelpWidget } from '../../layouts/shell/help-widget-context';

export function Component() {
  const { user } = useSession();
  const help = useHelpWidget();
  return (
    <Stack gap="xl">
      <PageTitle title="Home" />
      <Stack gap={4}>
        <Title order={1}>{user ? `Welcome, ${user.firstName}` : 'Welcome'}</Title>
        <Text c="dimmed">Where would you like to start today?</Text>
      </Stack>
      <HomeTiles onHelp={help.toggle} />
    </Stack>
  );
}
