import { isKnownRole } from '@finboard/domain';
import type { TSessionUser } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { getUserWithCredentialFlag, type UserRow } from './user.repository';

export function toSessionUser(row: UserRow, hasPassword: boolean): TSessionUser {
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
    photoUrl: row.image,
    companyLogoUrl: null,
  };
}

export async function loadSessionUser(db: Db, userId: string): Promise<TSessionUser> {
  const { user, hasPassword } = await getUserWithCredentialFlag(db, userId);
  return toSessionUser(user, hasPassword);
}
