import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** No connected clients yet: where they come from. */
export function NoClients() {
  return (
    <Paper withBorder p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Text fw={600}>You have no connected clients yet.</Text>
        <Text c="dimmed">
          Share a registration link from{' '}
          <Anchor component={Link} to={paths.advisorClientLinking()}>
            Client Linking
          </Anchor>
          : clients who sign up with it or ask to connect appear here.
        </Text>
      </Stack>
    </Paper>
  );
}
