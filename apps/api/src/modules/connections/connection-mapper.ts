import type { TConnection, TMyClient } from '@finboard/contracts';
import type { LinkRow } from './connections.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toConnection(row: LinkRow): TConnection {
  return {
    id: row.id,
    clientId: row.userId,
    advisorId: row.advisorId,
    status: row.status,
    requestedBy: row.requestedBy,
    source: row.source,
    zipCode: row.zipCode,
    share: { all: row.shareAll, netWorth: row.shareNetWorth, cashFlow: row.shareCashFlow, retirementScore: row.shareRetirementScore },
    requestedAt: row.requestedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    acceptedFrom: row.acceptedFrom,
    endedAt: iso(row.endedAt),
    endedBy: row.endedBy === null ? null : row.endedBy === row.userId ? 'client' : 'advisor',
  };
}

/** A picture's address: an uploaded photo wins over the one a social sign-in brought. */
export const photoUrlOf = (photoFileId: string | null, image: string | null) => (photoFileId ? `/api/files/${photoFileId}` : image);

interface ClientPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  completionDate: TMyClient['client']['completionDate'];
}

/** The client as an advisor's lists show it (My Clients, the side menu's list, its pages). */
export function toClientCard(client: ClientPerson, photoFileId: string | null): TMyClient['client'] {
  const { id, firstName, lastName, email, completionDate } = client;
  return { id, firstName, lastName, email, photoUrl: photoUrlOf(photoFileId, client.image), completionDate };
}
