import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

export interface ChatContact {
  name: string;
  email: string;
  phone: string;
}

/** Name, email and phone before chatting: Send enables once all three are filled (no format checks). */
export function ChatContactForm({ opener, onSubmit }: { opener: string; onSubmit: (contact: ChatContact) => void }) {
  const form = useForm<ChatContact>({ initialValues: { name: '', email: '', phone: '' } });
  const complete = Object.values(form.values).every((value) => value.trim().length > 0);

  const submit = (contact: ChatContact) => {
    if (complete) onSubmit(contact);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Contact details for help">
      <Stack gap="xs">
        <Text fz="sm" fw={500}>
          {opener}
        </Text>
        <Text fz="sm" c="dimmed">
          Tell us how to reach you.
        </Text>
        <TextInput size="sm" label="Your Name" {...form.getInputProps('name')} />
        <TextInput size="sm" label="Your Email" type="email" {...form.getInputProps('email')} />
        <TextInput size="sm" label="Your Phone" type="tel" {...form.getInputProps('phone')} />
        <Button type="submit" disabled={!complete}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
