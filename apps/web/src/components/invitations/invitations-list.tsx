import { formatMediumDateTime } from '@finboard/domain/format';
import type { TInvitation } from '@finboard/contracts';
import { Badge, Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/app-error';
import { notifyError } from '../../lib/notify';
import { FormAlert } from '../form-alert';
import { invitationsQuery, useRevokeInvitation } from './invitations-api';

const STATUS = {
  pending: { label: 'Pending', color: 'blue' },
  accepted: { label: 'Accepted', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Withdrawn', color: 'gray' },
} as const;

function whenOf(invitation: TInvitation): string {
  if (invitation.status === 'accepted' && invitation.acceptedAt) return `accepted ${formatMediumDateTime(invitation.acceptedAt)}`;
  if (invitation.status === 'pending') return `sent ${formatMediumDateTime(invitation.createdAt)}, works until ${formatMediumDateTime(invitation.expiresAt)}`;
  return `sent ${formatMediumDateTime(invitation.createdAt)}`;
}

/**
 * The invitations of one kind the signed-in user has sent: who, when, and their state, ten to a page;
 * a pending one can be withdrawn, after which its link opens nothing.
 */
export function InvitationsList({ kind, title }: { kind: TInvitation['kind']; title: string }) {
  const [page, setPage] = useState(1);
  const invitations = useQuery(invitationsQuery(kind, page));
  const revoke = useRevokeInvitation();
  if (invitations.isPending) return <Loader size="sm" aria-label="Loading your invitations" />;
  if (invitations.isError) return <FormAlert message={errorMessage(invitations.error)} />;
  const { invitations: rows, total, pageSize } = invitations.data;
  if (total === 0) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {rows.map((invitation) => (
        <Group key={invitation.id} justify="space-between" wrap="nowrap" role="group" aria-label={`Invitation to ${invitation.email}`}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {invitation.firstName} {invitation.lastName} · {invitation.email}
            </Text>
            <Text fz="sm" c="dimmed">
              {whenOf(invitation)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={STATUS[invitation.status].color}>
              {STATUS[invitation.status].label}
            </Badge>
            {invitation.status === 'pending' && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => revoke.mutate(invitation.id, { onError: (error) => notifyError(errorMessage(error), 'Not withdrawn') })}
              >
                Withdraw
              </Button>
            )}
          </Group>
        </Group>
      ))}
      {pages > 1 && <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label={`${title}, pages`} />}
    </Stack>
  );
}
