import type { TShareRequest } from '@finboard/contracts';
import type { ShareRequestRow } from './share-requests.repository';

export function toShareRequest(row: ShareRequestRow): TShareRequest {
  return {
    id: row.id,
    clientId: row.userId,
    advisorId: row.advisorId,
    part: row.part,
    scenarioId: row.scenarioId,
    state: row.state,
    askedAt: row.askedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
