import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppLoader } from '../../../components/app-loader';
import { FormAlert } from '../../../components/form-alert';
import { PageTitle } from '../../../components/page-title';
import { mailboxQuery } from '../../../features/dev-mailbox/api';
import { MailboxList } from '../../../features/dev-mailbox/components/mailbox-list';
import { isAppError } from '../../../lib/app-error';
import { QueryError } from '../../../components/query-state';

export function Component() {
  const mailbox = useQuery(mailboxQuery());
  const unavailable = isAppError(mailbox.error) && mailbox.error.status === 404;
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageTitle title="Dev Mailbox" />
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1}>Dev mailbox</Title>
          <Text c="dimmed">Messages the app has sent from this development server.</Text>
        </Stack>
        <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          Refresh
        </Button>
      </Group>
      {mailbox.isPending && <AppLoader label="Loading messages" />}
      {unavailable && <FormAlert message="The dev mailbox is not available on this server." />}
      {mailbox.isError && !unavailable && <QueryError query={mailbox} />}
      {mailbox.data && <MailboxList messages={mailbox.data.messages} />}
    </Stack>
  );
}
