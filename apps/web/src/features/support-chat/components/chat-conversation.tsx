import { Box, Button, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import type { ChatContact } from './chat-contact-form';

interface ChatMessage {
  id: number;
  text: string;
  at: Date;
}

/** The conversation: messages stay in this browser; sending only clears the box (spec 02 §2). */
export function ChatConversation({ opener, contact }: { opener: string; contact: ChatContact }) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, text: opener, at: new Date() }]);
  const [text, setText] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setMessages((current) => [...current, { id: current.length, text: text.trim(), at: new Date() }]);
    setText('');
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
          <Button type="submit" disabled={!text.trim()}>
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
