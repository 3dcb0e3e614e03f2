import { Accordion, Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/app-error';
import { useSession } from '../../../lib/session';
import { useSendSupportMessage } from '../api';
import { SUPPORT_FAQ } from './support-faq';

/** /pages/help: answers to common questions, and a contact form mailed to the support mailbox. */
export function SupportView() {
  const { user } = useSession();
  const form = useForm({
    initialValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
  });
  const send = useSendSupportMessage();
  const complete = Object.values(form.values).every((value) => value.trim().length > 0);
  const submit = (values: typeof form.values) => {
    if (complete) send.mutate(values, { onSuccess: () => form.setValues({ subject: '', message: '' }) });
  };
  return (
    <Stack gap="lg" maw={760}>
      <section aria-labelledby="faq-title">
        <Title id="faq-title" order={2} fz="lg" mb="sm">
          Common questions
        </Title>
        <Accordion variant="separated">
          {SUPPORT_FAQ.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-title">
        <Title id="contact-title" order={2} fz="lg" mb="sm">
          Contact support
        </Title>
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Contact support">
          <Stack gap="sm">
            <TextInput label="Your name" required maxLength={100} {...form.getInputProps('name')} />
            <TextInput label="Your email" type="email" required maxLength={254} {...form.getInputProps('email')} />
            <TextInput label="Subject" required maxLength={150} {...form.getInputProps('subject')} />
            <Textarea label="Message" required autosize minRows={4} maxLength={5000} {...form.getInputProps('message')} />
            {send.isError && <Alert color="red">{errorMessage(send.error)}</Alert>}
            {send.isSuccess && <Alert color="green">{send.data.message}</Alert>}
            <Button type="submit" disabled={!complete} loading={send.isPending} w="fit-content">
              Send
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
