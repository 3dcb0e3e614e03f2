import { Box, Button, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { useSendChatMessage } from '../api';
import type { ChatContact } from './chat-contact-form';

interface ChatMessage {
  id: number;
  text: string;
  at: Date;
}

/**
 * The conversation: each message is mailed to the support mailbox with the contact details (the
 * spec leaves delivery unshown); once sent it joins the list and the box clears (spec 02 §2).
 */
export function ChatConversation({ opener, contact }: { opener: string; contact: ChatContact }) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, text: opener, at: new Date() }]);
  const [text, setText] = useState('');
  const delivery = useSendChatMessage();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || delivery.isPending) return;
    const body = { name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim(), subject: `Help chat: ${opener}`, message };
    delivery.mutate(body, {
      onSuccess: () => {
        setMessages((current) => [...current, { id: current.length, text: message, at: new Date() }]);
        setText('');
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Thanks, {contact.name.trim()}. Tell us what you need.
      </Text>
      <ScrollArea.Autosize mah={220}>
        <Stack gap={6}>
          {messages.map((message) => (
            <Box key={message.id} bg="brand.0" px="sm" py={6} style={{ borderRadius: 12, alignSelf: 'flex-end' }}>
              <Text fz="sm">{message.text}</Text>
              <Text fz={10} c="dimmed" ta="right">
                {`Today, ${dayjs(message.at).format('hh:mm A')}`}
              </Text>
            </Box>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {delivery.isSuccess && (
        <Text fz="xs" c="dimmed" role="status">
          Sent to our support team. We will answer by email.
        </Text>
      )}
      {delivery.isError && (
        <Text fz="xs" c="red" role="alert">
          {errorMessage(delivery.error)}
        </Text>
      )}
      <form onSubmit={send} aria-label="Message">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label="Your Message"
            placeholder="Type a message"
            autosize
            minRows={1}
            maxRows={2}
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" disabled={!text.trim()} loading={delivery.isPending}>
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
