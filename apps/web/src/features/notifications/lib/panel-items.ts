import type { TNotification } from '@finboard/contracts';
import { NOTIFICATION_PANEL_SIZE } from '@finboard/domain';

export interface PanelState {
  /** Dismissed from the panel while it is open. */
  dismissed: ReadonlySet<string>;
  /** Marked read while the panel is open: they were unread when it opened, and keep their place. */
  marked: ReadonlySet<string>;
}

/** Unread as the panel sees it: unread now, or unread when the panel opened (marked since). */
export const isUnreadInPanel = (notification: TNotification, state: PanelState) => !notification.read || state.marked.has(notification.id);

/**
 * What the open panel lists: the loaded notifications (newest first) not dismissed, the unread ones
 * first, NOTIFICATION_PANEL_SIZE of them (listed newest first). Dismissing one lets the next unread one in.
 */
export function panelItems(loaded: readonly TNotification[], state: PanelState, size = NOTIFICATION_PANEL_SIZE): TNotification[] {
  const candidates = loaded.filter((entry) => !state.dismissed.has(entry.id));
  const unread = candidates.filter((entry) => isUnreadInPanel(entry, state));
  const read = candidates.filter((entry) => !isUnreadInPanel(entry, state));
  const chosen = new Set([...unread, ...read].slice(0, size));
  // Shown newest first, like the page.
  return candidates.filter((entry) => chosen.has(entry));
}

/** The ones to mark read now: shown, unread, and not yet sent. */
export const idsToMark = (shown: readonly TNotification[], sent: ReadonlySet<string>) =>
  shown.filter((entry) => !entry.read && !sent.has(entry.id)).map((entry) => entry.id);
