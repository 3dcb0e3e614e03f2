import type { THouseholdMember } from '@finboard/contracts';
import { Button, CopyButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { householdQuery, useRemoveHouseholdMember } from '../api';

const RELATION_LABELS = { spouse: 'Spouse', partner: 'Partner' } as const;
const nameOf = (member: THouseholdMember) => `${member.person.firstName} ${member.person.lastName}`.trim() || member.person.email;

/**
 * The profile's household: the spouse or partner who registered from this client's invitation link (or
 * whose link this client registered from), with remove, and the invitation links to share. The relation
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
        <InviteLinks />
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

function InviteLinks() {
  const { user } = useSession();
  if (!user) return null;
  const linkOf = (inviteType: 'spouse' | 'partner') => `${window.location.origin}${paths.register({ inviter: user.id, inviteType })}`;
  return (
    <Group gap="xs">
      {(['spouse', 'partner'] as const).map((inviteType) => (
        <CopyButton key={inviteType} value={linkOf(inviteType)}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="default" onClick={copy}>
              {copied ? 'Copied' : `Copy ${inviteType} invitation link`}
            </Button>
          )}
        </CopyButton>
      ))}
    </Group>
  );
}
