import type { NotificationRecipientRole } from '@finboard/domain';
import { forbidden } from '../errors/app-error';
import type { Actor } from './actor';
import { requireVerified } from './client-data-access';

const ROLE_REFUSAL = 'Only clients and advisors have notifications.';

/**
 * Who has notifications: a verified client or advisor, as for connections (what they announce is a
 * connection's or the client's data). Which notifications are theirs is the repository's
 * recipient-scoped lookup: another user's is not found.
 */
export function requireNotificationRecipient(actor: Actor | null): Actor & { role: NotificationRecipientRole } {
  const verified = requireVerified(actor);
  if (verified.role !== 'client' && verified.role !== 'advisor') throw forbidden(ROLE_REFUSAL);
  return { ...verified, role: verified.role };
}
