import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { ActionIcon, Box, Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { BellIcon } from '../../../components/icons';
import { useNotificationDetails, type NotificationDialogs } from '../hooks/use-notification-details';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { NotificationPanel } from './notification-panel';

/** The bell's accessible name carries the unread count. */
export const bellLabel = (unreadCount: number) => (unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications');

/** The top bar's bell: a red dot while unread exist; it opens the panel of the first 6. It follows the notifications live. */
export function NotificationBell({ role, dialogs }: { role: NotificationRecipientRole; dialogs?: NotificationDialogs }) {
  useLiveNotifications();
  const feed = useNotificationFeed();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const details = useNotificationDetails(role, dialogs);
  const viewDetails = (notification: TNotification) => {
    setOpened(false);
    details.open(notification);
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" withArrow trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(feed.unreadCount)}
            onClick={() => setOpened((open) => !open)}
            pos="relative"
          >
            <BellIcon size={22} />
            {feed.unreadCount > 0 && (
              <Box
                component="span"
                data-testid="notification-dot"
                aria-hidden="true"
                pos="absolute"
                top={6}
                right={6}
                w={9}
                h={9}
                bg="red.6"
                style={{ borderRadius: '50%', border: '1.5px solid var(--mantine-color-body)' }}
              />
            )}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId} p="sm">
          <NotificationPanel titleId={titleId} role={role} feed={feed} onViewDetails={viewDetails} onSeeAll={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
      {details.element}
    </>
  );
}
