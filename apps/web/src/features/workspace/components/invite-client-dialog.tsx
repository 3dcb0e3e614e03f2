import { INVITE_MESSAGES, inviteProblem } from '@finboard/domain/workspace';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { problemOf } from '../../../lib/one-message-form';
import { useInvitationsRefresh } from '../../../components/invitations/invitations-api';
import { useInviteClient } from '../api';

const EMPTY = { firstName: '', lastName: '', email: '' };

/** The invite dialog: only Client is offered (spec 01 §2); the invitation goes out by email. */
export function InviteClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The spec shows the first problem of the three fields in one alert, so it is the form's error.
  const form = useForm({ initialValues: EMPTY, validate: (values) => problemOf(inviteProblem(values)) });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteClient();
  const refreshInvitations = useInvitationsRefresh();

  function close() {
    form.reset();
    setSentTo(null);
    onClose();
  }

  function submit(values: typeof EMPTY) {
    invite.mutate(
      { type: 'client', ...values },
      {
        onSuccess: (data) => {
          setSentTo(data.sentTo);
          void refreshInvitations();
        },
        onError: (error) => form.setErrors(problemOf(errorMessage(error))),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Invite">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {form.errors.form && <Alert color="red">{form.errors.form}</Alert>}
          {sentTo && <Alert color="green">{`${INVITE_MESSAGES.sent} (${sentTo})`}</Alert>}
          <Select label="Invite as" data={['Client']} value="Client" allowDeselect={false} readOnly />
          <TextInput label="First name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
