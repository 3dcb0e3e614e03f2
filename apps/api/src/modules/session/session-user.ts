import { isKnownRole } from '@finboard/domain';
import { isClientVerified } from '@finboard/domain/auth';
import { isAdvisorLinkActive, toSubscriptionStatus } from '@finboard/domain/billing';
import type { TSessionUser } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { type BillingFacts, findBillingFacts } from '../billing/billing-facts.service';
import { getSessionUserRow, type SessionUserRow } from './user.repository';

export function toSessionUser({ user: row, hasPassword, photoFileId, companyLogoFileId, inviteLinkCount }: SessionUserRow, facts: BillingFacts): TSessionUser {
  const plan = row.plan === 'paid' ? 'paid' : 'free';
  const subscriptionStatus = toSubscriptionStatus(facts.subscriptionStatus);
  const { clientAdvisorCount } = facts;
  // The rule's count is the links of the user's own side: a client's advisors, an advisor's clients.
  const linkCount = row.role === 'advisor' ? facts.connectedClients : clientAdvisorCount;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: isKnownRole(row.role) ? row.role : null,
    verified: row.emailVerified,
    completionDate: row.completionDate,
    plan,
    parentId: row.parentId,
    // Connected links only (spec 01 §4): the Billing menu and the bank-link plan check read it.
    clientAdvisorCount,
    subscriptionStatus,
    advisorLinkActive: isAdvisorLinkActive({ plan, clientAdvisorCount: linkCount, subscriptionStatus }),
    hasPassword,
    // An uploaded photo wins over the picture a social sign-in brought.
    photoUrl: photoFileId ? `/api/files/${photoFileId}` : row.image,
    companyLogoUrl: companyLogoFileId ? `/api/files/${companyLogoFileId}` : null,
    welcomeSeen: row.welcomeSeenAt !== null,
    twoFactorEnabled: row.twoFactorEnabled,
    inviteLinkCount,
    clientVerified: isClientVerified({ role: row.role, verified: row.emailVerified, completionDate: row.completionDate }),
  };
}

export async function loadSessionUser(db: Db, userId: string): Promise<TSessionUser> {
  const [row, facts] = await Promise.all([getSessionUserRow(db, userId), findBillingFacts(db, userId)]);
  return toSessionUser(row, facts);
}
