import { formatMediumDateTime } from '@finboard/domain/format';
import type { TMailMessage } from '@finboard/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';

function MessageCard({ message }: { message: TMailMessage }) {
  return (
    <Paper component="article" withBorder p="lg" radius="lg" aria-label={message.subject}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={650}>{message.subject}</Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={message.createdAt}>{formatMediumDateTime(message.createdAt)}</time>
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          To: {message.to}
        </Text>
        {message.links.length > 0 && (
          <Stack gap={4}>
            {message.links.map((link) => (
              <Anchor key={link} href={link} fz="sm" style={{ wordBreak: 'break-all' }}>
                {link}
              </Anchor>
            ))}
          </Stack>
        )}
        <details>
          <Text component="summary" fz="sm" c="dimmed" style={{ cursor: 'pointer' }}>
            Show text
          </Text>
          <Text fz="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Text>
        </details>
      </Stack>
    </Paper>
  );
}

/** Development outbox: newest first, each link clickable. */
export function MailboxList({ messages }: { messages: TMailMessage[] }) {
  if (messages.length === 0) {
    return (
      <Paper withBorder p="xl" radius="lg" ta="center">
        <Text fw={600}>No messages yet</Text>
        <Text c="dimmed" fz="sm">
          Emails the app sends in development (verification, password reset, invites) appear here.
        </Text>
      </Paper>
    );
  }
  const sorted = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="md">
      <Badge variant="light" color="gray" w="fit-content">
        {messages.length} {messages.length === 1 ? 'message' : 'messages'}
      </Badge>
      {sorted.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}
