import type { TNotification } from '@finboard/contracts';
import { NOTIFICATION_PANEL_SIZE } from '@finboard/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useMarkNotificationsRead } from '../api';
import { idsToMark, panelItems } from '../lib/panel-items';

export interface PanelSource {
  notifications: TNotification[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * One opening of the panel (spec 01 §4): the unread among those shown are marked read in one batch
 * when it opens; a dismissed one is marked read and leaves, and the next unread takes its place
 * (read in its turn). Mount it with the panel's content so each opening starts afresh.
 */
export function usePanelSession({ notifications, hasNextPage, isFetchingNextPage, fetchNextPage }: PanelSource) {
  const markRead = useMarkNotificationsRead();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  // What was sent, at once (state would lag a render and send twice).
  const sent = useRef(new Set<string>());

  const shown = panelItems(notifications, { dismissed, marked });
  const remaining = notifications.filter((entry) => !dismissed.has(entry.id)).length;

  const send = (ids: string[]) => {
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    setMarked((current) => new Set([...current, ...ids]));
    markRead.mutate(ids, { onError: (error) => notifyError(errorMessage(error), 'Notifications') });
  };

  const shownKey = shown.map((entry) => `${entry.id}:${entry.read}`).join(',');
  useEffect(() => {
    send(idsToMark(shown, sent.current));
    // shownKey names what is shown and its read state: run again only when that changes (shown and
    // send are new objects every render, so listing them would send on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by shownKey on purpose, see above
  }, [shownKey]);

  // Fewer left than a panel's worth: bring the next page, whose unread ones come in next.
  useEffect(() => {
    if (remaining < NOTIFICATION_PANEL_SIZE && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [remaining, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const dismiss = (notification: TNotification) => {
    setDismissed((current) => new Set([...current, notification.id]));
    if (!notification.read && !sent.current.has(notification.id)) send([notification.id]);
  };

  return { shown, marked, dismiss };
}
