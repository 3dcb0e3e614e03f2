import { isKnownRole } from '@finboard/domain';
import type { TSessionUser } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { getSessionUserRow, type SessionUserRow } from './user.repository';

export function toSessionUser({ user: row, hasPassword, photoFileId, companyLogoFileId }: SessionUserRow): TSessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: isKnownRole(row.role) ? row.role : null,
    verified: row.emailVerified,
    completionDate: row.completionDate,
    plan: row.plan === 'paid' ? 'paid' : 'free',
    parentId: row.parentId,
    // Client-advisor links arrive with the advisor feature; until then nobody has any.
    clientAdvisorCount: 0,
    hasPassword,
    // An uploaded photo wins over the picture a social sign-in brought.
    photoUrl: photoFileId ? `/api/files/${photoFileId}` : row.image,
    companyLogoUrl: companyLogoFileId ? `/api/files/${companyLogoFileId}` : null,
  };
}

export async function loadSessionUser(db: Db, userId: string): Promise<TSessionUser> {
  return toSessionUser(await getSessionUserRow(db, userId));
}
