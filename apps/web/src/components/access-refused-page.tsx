import { homePath } from '@finboard/domain/validation';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { LockIcon } from './action-icons';
import { PageTitle } from './page-title';

/**
 * The api refused to show a client's data (spec 02 §8: "you don't have access to assets" is a
 * full-page message). An advisor goes back to My Clients, anyone else to their home.
 */
export function AccessRefusedPage({ message }: { message: string }) {
  const { user } = useSession();
  const isAdvisor = user?.role === 'advisor';
  return (
    <Center mih="60dvh" p="md">
      <PageTitle title="No access" />
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <LockIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, md: 28 }}>
          No access
        </Title>
        <Text fz="lg" role="alert">
          {message}
        </Text>
        <Button component={Link} to={isAdvisor ? paths.advisorClients() : homePath(user?.role ?? null)} mt="sm">
          {isAdvisor ? 'Back to My Clients' : 'Go Home'}
        </Button>
      </Stack>
    </Center>
  );
}
