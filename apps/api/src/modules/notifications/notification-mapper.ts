import type { TNotification } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { photoUrlOf } from '../connections/connection-mapper';
import { logoUrlOf } from '../institutions/institution-mapping';
import type { NotificationListRow } from './notifications.repository';

/**
 * One notification as its recipient sees it. The person is the other side of the pair, so their
 * role is the opposite of the recipient's; their name and picture are today's, read with the list.
 */
export function toNotification(row: NotificationListRow, recipientRole: NotificationRecipientRole): TNotification {
  const { notification, person, institution, shareRequest } = row;
  return {
    id: notification.id,
    type: notification.type,
    createdAt: notification.createdAt.toISOString(),
    read: notification.readAt !== null,
    person: person
      ? {
          id: person.id,
          role: recipientRole === 'advisor' ? 'client' : 'advisor',
          firstName: person.firstName,
          lastName: person.lastName,
          photoUrl: photoUrlOf(row.photoFileId, person.image),
        }
      : null,
    ...(notification.personName !== null ? { personName: notification.personName } : {}),
    connectionId: notification.connectionId,
    institution: institution ? { id: institution.id, name: institution.name, logoUrl: logoUrlOf(institution.logoBase64) } : null,
    scenarioId: notification.scenarioId,
    ...(shareRequest ? { shareRequest } : {}),
  };
}
