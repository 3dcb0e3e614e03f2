import { Button, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sourcesQuery } from '../api';
import { InvitationsList } from '../../../components/invitations/invitations-list';
import { InviteClientDialog } from './invite-client-dialog';
import { NewSourceForm } from './new-source-form';
import { SourceLinkRow } from './source-link-row';

/** Step 2: a link per source (built-in and the advisor's own), a new source, and the invite dialog. */
export function RegistrationLinksStep() {
  const sources = useQuery(sourcesQuery());
  const [inviting, setInviting] = useState(false);
  if (!sources.data) return <Loader role="status" aria-label="Loading your links" />;
  const list = sources.data.sources;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NewSourceForm existing={list.filter((source) => !source.isBuiltIn).map((source) => source.name)} />
        <Button variant="light" onClick={() => setInviting(true)}>
          Invite
        </Button>
      </Group>
      {list.map((source) => (
        <SourceLinkRow key={source.id ?? source.name} source={source} />
      ))}
      <InvitationsList kind="client" title="Clients you invited by email" />
      <InviteClientDialog opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
