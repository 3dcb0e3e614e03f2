import { INVITE_MESSAGES, inviteProblem } from '@finboard/domain/workspace';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { useInvitationsRefresh } from '../../../components/invitations/invitations-api';
import { useInviteClient } from '../api';

const EMPTY = { firstName: '', lastName: '', email: '' };

/** The invite dialog: only Client is offered (spec 01 §2); the invitation goes out by email. */
export function InviteClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteClient();
  const refreshInvitations = useInvitationsRefresh();
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: event.currentTarget.value }),
  });

  function close() {
    setForm(EMPTY);
    setProblem(null);
    setSentTo(null);
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = inviteProblem(form);
    setProblem(found);
    if (found) return;
    invite.mutate(
      { type: 'client', ...form },
      {
        onSuccess: (data) => {
          setSentTo(data.sentTo);
          void refreshInvitations();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Invite">
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem && <Alert color="red">{problem}</Alert>}
          {sentTo && <Alert color="green">{`${INVITE_MESSAGES.sent} (${sentTo})`}</Alert>}
          <Select label="Invite as" data={['Client']} value="Client" allowDeselect={false} readOnly />
          <TextInput label="First name" {...field('firstName')} />
          <TextInput label="Last name" {...field('lastName')} />
          <TextInput label="Email" type="email" {...field('email')} />
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
