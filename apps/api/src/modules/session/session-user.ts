import { isKnownRole } from '@finboard/domain';
import type { TSessionUser } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { countConnectedAdvisors } from '../../access/grants.repository';
import { getSessionUserRow, type SessionUserRow } from './user.repository';

export function toSessionUser({ user: row, hasPassword, photoFileId, companyLogoFileId }: SessionUserRow, clientAdvisorCount: number): TSessionUser {
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
    // Connected links only (spec 01 §4): the Billing menu and the bank-link plan check read it.
    clientAdvisorCount,
    hasPassword,
    // An uploaded photo wins over the picture a social sign-in brought.
    photoUrl: photoFileId ? `/api/files/${photoFileId}` : row.image,
    companyLogoUrl: companyLogoFileId ? `/api/files/${companyLogoFileId}` : null,
  };
}

export async function loadSessionUser(db: Db, userId: string): Promise<TSessionUser> {
  const [row, clientAdvisorCount] = await Promise.all([getSessionUserRow(db, userId), countConnectedAdvisors(db, userId)]);
  return toSessionUser(row, clientAdvisorCount);
}
