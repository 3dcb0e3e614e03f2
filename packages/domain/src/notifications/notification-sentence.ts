import { SHARE_PART_LABELS, type SharePart } from '../connections/share-requests';
import type { NotificationRecipientRole, NotificationType } from './notification-types';

export interface NotificationWording {
  type: NotificationType;
  /** The other person's full name ('' when unknown: 'Someone'). */
  personName: string;
  /** account_login_required: the institution's name ('' when unknown: 'Your bank'). */
  institutionName: string;
  /** share_request and its answers: the part asked for (null when the request is gone: 'more of your data'). */
  sharePart?: SharePart | null;
}

/** One sentence per type, as its recipient reads it: the bell, the page, the search and the alerts say the same. */
export function notificationSentence({ type, personName, institutionName, sharePart }: NotificationWording, role: NotificationRecipientRole): string {
  const name = personName.trim() || 'Someone';
  switch (type) {
    case 'connection_request':
      return `${name} wants to connect with you.`;
    case 'connection':
      return role === 'client' ? `${name} accepted your connection request.` : `${name} is now connected with you.`;
    case 'disconnect':
      return `${name} disconnected from you.`;
    case 'new_client_account':
      return `${name} created an account through your link.`;
    case 'scenario_share':
      return `${name} shared a scenario with you.`;
    case 'client_account_closed':
      return `${name} closed their account.`;
    case 'share_request':
      return `${name} asked you to share ${sharePart ? SHARE_PART_LABELS[sharePart] : 'more of your data'}.`;
    case 'share_request_granted':
      return `${name} shared ${sharePart ? SHARE_PART_LABELS[sharePart] : 'more of their data'} with you.`;
    case 'share_request_declined':
      return `${name} declined to share ${sharePart ? SHARE_PART_LABELS[sharePart] : 'more of their data'}.`;
    case 'account_login_required':
      return `${institutionName.trim() || 'Your bank'} needs you to log in again.`;
  }
}
