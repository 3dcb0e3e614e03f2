import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { notificationResults } from './notification-results';
import { advisorQuickLinks, clientQuickLinks, type ClientInstitutions, type SearchClient } from './quick-links';
import type { SearchItem } from './search-item';

/** What the search looks through, as the shell has it. */
export interface SearchSources {
  role: NotificationRecipientRole;
  /** An advisor's connected clients (a client has none). */
  clients: readonly SearchClient[];
  /** Those clients' institutions, once read. */
  institutions: readonly ClientInstitutions[];
  /** The user's notifications the bell has read. */
  notifications: readonly TNotification[];
  /** The sentence a notification is shown (and found) by. */
  sentence: (notification: TNotification, role: NotificationRecipientRole) => string;
}

/** Every searchable item for the role: the quick links first, then the notifications. */
export function buildSearchItems({ role, clients, institutions, notifications, sentence }: SearchSources): SearchItem[] {
  const quickLinks = role === 'advisor' ? advisorQuickLinks(clients, institutions) : clientQuickLinks();
  return [...quickLinks, ...notificationResults(notifications, role, sentence)];
}

/**
 * What an empty search box offers: every quick link (spec 01 §2: the fourteen pages, and for an
 * advisor the connected clients and their institutions), in a list that scrolls. Typed searches
 * keep the spec's five matches.
 */
export function emptyQueryItems(items: readonly SearchItem[]): SearchItem[] {
  return items.filter((item) => item.kind !== 'notification');
}
