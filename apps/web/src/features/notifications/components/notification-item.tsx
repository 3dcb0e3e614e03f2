import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { Avatar, Box, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { avatarNameOf, disconnectedAtText, notificationAge, notificationSentence } from '../lib/notification-text';

export interface NotificationItemProps {
  notification: TNotification;
  role: NotificationRecipientRole;
  /** Shown as unread (a dot and bold text). */
  unread: boolean;
  onViewDetails: (notification: TNotification) => void;
  /** The panel's ×; the page has none. */
  onDismiss?: (notification: TNotification) => void;
}

const photoOf = (notification: TNotification) =>
  notification.type === 'account_login_required' ? (notification.institution?.logoUrl ?? null) : (notification.person?.photoUrl ?? null);

/** One notification: photo or initials, the sentence, its age, View Details (and the panel's ×). */
export function NotificationItem({ notification, role, unread, onViewDetails, onDismiss }: NotificationItemProps) {
  const [detailOpen, setDetailOpen] = useState(false);
  const detailId = useId();
  const sentence = notificationSentence(notification, role);
  // A client who closed their account was disconnected with it: the same inline detail, nowhere to go.
  const isDisconnect = notification.type === 'disconnect' || notification.type === 'client_account_closed';
  const viewDetails = () => (isDisconnect ? setDetailOpen((open) => !open) : onViewDetails(notification));

  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" py="xs" data-unread={unread || undefined} style={{ listStyle: 'none' }}>
      {/* The sentence names them, so the photo itself needs no text for screen readers. */}
      <Avatar src={photoOf(notification)} name={avatarNameOf(notification)} color="initials" alt="" radius="xl" size={40} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={unread ? 600 : 400}>
          {sentence}
          {unread && (
            <Box component="span" c="red.6" ml={6} aria-label="Unread" role="img">
              ●
            </Box>
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {notificationAge(notification)}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={viewDetails}
            {...(isDisconnect ? { 'aria-expanded': detailOpen, 'aria-controls': detailId } : {})}
          >
            View Details
          </Button>
        </Group>
        {isDisconnect && detailOpen && (
          <Group id={detailId} gap="xs" wrap="nowrap">
            <Text fz="xs">{disconnectedAtText(notification.createdAt)}</Text>
            <Button variant="subtle" size="compact-xs" onClick={() => setDetailOpen(false)}>
              Hide
            </Button>
          </Group>
        )}
      </Stack>
      {onDismiss && <CloseButton size="sm" aria-label={`Dismiss: ${sentence}`} onClick={() => onDismiss(notification)} />}
    </Group>
  );
}
