import { Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { notFoundAction } from './not-found-action';

export function Component() {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const action = notFoundAction(user?.role);
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <PageTitle title="Page not found" />
      <Title order={1} fz={96} c="brand.7" lh={1}>
        404
      </Title>
      <Text fz="xl" fw={600}>
        Sorry Page not found.
      </Text>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      {!isPending && (
        <Button
          size="md"
          mt="sm"
          onClick={() => {
            navigate(action.href);
          }}
        >
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
