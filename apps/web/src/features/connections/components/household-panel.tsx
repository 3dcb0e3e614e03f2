import type { THouseholdMember } from '@finboard/contracts';
import { INVITE_MESSAGES, inviteProblem } from '@finboard/domain/workspace';
import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { problemOf, shownMessage } from '../../../lib/one-message-form';
import { notifyError } from '../../../lib/notify';
import { InvitationsList } from '../../../components/invitations/invitations-list';
import { useInvitationsRefresh } from '../../../components/invitations/invitations-api';
import { householdQuery, useInviteHouseholdMember, useRemoveHouseholdMember } from '../api';

const RELATION_LABELS = { spouse: 'Spouse', partner: 'Partner' } as const;
const nameOf = (member: THouseholdMember) => `${member.person.firstName} ${member.person.lastName}`.trim() || member.person.email;

/**
 * The profile's household: the spouse or partner who registered from this client's invitation (or
 * whose invitation this client registered from), with remove, and the invitation by email. The relation
 * shares nothing: each sees the other's figures only through a connection and its switches.
 */
export function HouseholdPanel() {
  return (
    <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="household-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="household-title">
          Household
        </Title>
        <HouseholdMembers />
        <Text fz="sm" c="dimmed">
          Your household sees none of your figures: nothing is shared by this relation.
        </Text>
        <HouseholdInvite />
      </Stack>
    </Paper>
  );
}

function HouseholdMembers() {
  const household = useQuery(householdQuery());
  const remove = useRemoveHouseholdMember();
  const [removing, setRemoving] = useState<THouseholdMember | null>(null);
  if (household.isPending) return <Loader size="sm" aria-label="Loading your household" />;
  if (household.isError) return <FormAlert message={errorMessage(household.error)} />;
  const { members } = household.data;
  return (
    <Stack gap="sm">
      {members.length === 0 && <Text c="dimmed">No spouse or partner has joined from your invitation yet.</Text>}
      {members.map((member) => (
        <Group key={member.id} justify="space-between" wrap="nowrap" aria-label={`${RELATION_LABELS[member.relation]}: ${nameOf(member)}`} role="group">
          <Stack gap={0}>
            <Text fw={600}>
              {nameOf(member)} · {RELATION_LABELS[member.relation]}
            </Text>
            <Text fz="sm" c="dimmed">
              {member.person.email} · {member.invitedByMe ? 'joined from your invitation' : 'invited you'}
            </Text>
          </Stack>
          <Button size="compact-sm" variant="light" color="red" onClick={() => setRemoving(member)}>
            Remove
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove from household"
        message={removing ? `Remove ${nameOf(removing)} as your ${removing.relation}? They are told nothing, and nothing was shared by this relation.` : ''}
        confirmLabel="Remove"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: (error) => notifyError(errorMessage(error), 'Not removed') });
        }}
      />
    </Stack>
  );
}

const EMPTY_INVITE = { firstName: '', lastName: '', email: '', relation: 'spouse' as 'spouse' | 'partner' };

/**
 * Invites a spouse or partner by email: the link works once, for that address, for a week; the list
 * below shows each invitation's state and withdraws a pending one.
 */
function HouseholdInvite() {
  // The spec shows the first problem of the fields in one message, so it is the form's error.
  const form = useForm({ initialValues: EMPTY_INVITE, validate: (values) => problemOf(inviteProblem(values)) });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteHouseholdMember();
  const refresh = useInvitationsRefresh();
  const submit = form.onSubmit(
    (values) => {
      setSentTo(null);
      invite.mutate(values, {
        onSuccess: ({ sentTo: address }) => {
          setSentTo(address);
          form.reset();
          void refresh();
        },
        onError: (error) => form.setErrors(problemOf(errorMessage(error))),
      });
    },
    () => setSentTo(null),
  );
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label="Invite your spouse or partner">
        <Stack gap="xs">
          <Text fw={600}>Invite your spouse or partner</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput label="First Name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" {...form.getInputProps('lastName')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <Select
              label="Relation"
              data={[
                { value: 'spouse', label: 'Spouse' },
                { value: 'partner', label: 'Partner' },
              ]}
              value={form.values.relation}
              allowDeselect={false}
              onChange={(value) => form.setFieldValue('relation', value === 'partner' ? 'partner' : 'spouse')}
            />
          </SimpleGrid>
          <FormAlert message={shownMessage(form.errors)} />
          {sentTo && <Text fz="sm" c="teal.9" role="status">{`${INVITE_MESSAGES.sent} We emailed ${sentTo} a link that works once, for that address.`}</Text>}
          <Button type="submit" w="fit-content" loading={invite.isPending}>
            Send invitation
          </Button>
        </Stack>
      </form>
      <InvitationsList kind="household" title="Invitations you sent" />
    </Stack>
  );
}
