import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export interface ChatContact {
  name: string;
  email: string;
  phone: string;
}

/** Name, email and phone before chatting: Send enables once all three are filled (no format checks). */
export function ChatContactForm({ opener, onSubmit }: { opener: string; onSubmit: (contact: ChatContact) => void }) {
  const [contact, setContact] = useState<ChatContact>({ name: '', email: '', phone: '' });
  const complete = Object.values(contact).every((value) => value.trim().length > 0);
  const field = (key: keyof ChatContact) => ({
    value: contact[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => setContact({ ...contact, [key]: e.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(contact);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Contact details for help">
      <Stack gap="xs">
        <Text fz="sm" fw={500}>
          {opener}
        </Text>
        <Text fz="sm" c="dimmed">
          Tell us how to reach you.
        </Text>
        <TextInput size="sm" label="Your Name" {...field('name')} />
        <TextInput size="sm" label="Your Email" type="email" {...field('email')} />
        <TextInput size="sm" label="Your Phone" type="tel" {...field('phone')} />
        <Button type="submit" disabled={!complete}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
