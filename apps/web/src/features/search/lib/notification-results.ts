import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { paths } from '../../../config/paths';
import type { SearchItem } from './search-item';

/**
 * Where a notification found by search leads: the page its View Details opens when no dialog is at
 * hand (a request to My Clients, a connection to the person, a new client's or a bank's accounts,
 * a shared scenario to Scenarios), else the notifications page.
 */
export function notificationHref(notification: TNotification, role: NotificationRecipientRole): string {
  const personId = notification.person?.id;
  switch (notification.type) {
    case 'connection_request':
      return paths.advisorClients();
    case 'connection':
      if (!personId) return paths.notifications();
      return role === 'client' ? paths.advisorProfile(personId) : paths.clientQuickReport(personId);
    case 'new_client_account':
      return personId ? paths.clientAccounts(personId) : paths.notifications();
    case 'scenario_share':
      // An advisor sees the sharing client's scenarios through ?userId=.
      return paths.clientScenarios(role === 'advisor' ? personId : undefined);
    case 'account_login_required':
      return role === 'client' ? paths.clientAccounts() : paths.notifications();
    default:
      return paths.notifications();
  }
}

/** The user's notifications as search items, matched by the sentence the bell shows. */
export function notificationResults(
  notifications: readonly TNotification[],
  role: NotificationRecipientRole,
  sentence: (notification: TNotification, role: NotificationRecipientRole) => string,
): SearchItem[] {
  return notifications.map((notification) => ({
    key: `notification:${notification.id}`,
    kind: 'notification',
    label: sentence(notification, role),
    hint: 'Notification',
    href: notificationHref(notification, role),
  }));
}
