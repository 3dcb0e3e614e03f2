import type { TAdvisorOnboardingRequest, TClientOnboarding, TClientOnboardingResponse, TFinancialFreedomRequest, TUserResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { requireRole } from '../../access/access';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import type { Actor } from '../../access/actor';
import { forbidden } from '../../errors/app-error';
import { productToday } from '../../platform/clock';
import { checkBirthDate, checkPhone, normalizeAdvisorDetails, normalizeSocialLinks } from '../profile/profile-rules';
import {
  findClientOnboarding,
  setCompletionDateIfUnset,
  upsertAdvisorProfile,
  upsertClientOnboarding,
  upsertUserProfile,
} from '../profile/profile-records.service';
import { loadSessionUser } from '../session/session-user';
import { commitWithEvents } from '../../events/commit-with-events';
import { fillIncomePageFromOnboarding } from '../income/income-from-onboarding.service';

/** /financialfreedom: saves the first answers and marks registration complete. */
export async function completeFinancialFreedom(db: Db, actor: Actor, input: TFinancialFreedomRequest): Promise<TUserResponse> {
  const { userId } = requireRole(actor, 'client');
  const today = productToday();
  checkBirthDate(input.birthDate, today, 'birthDate');
  await db.transaction(async (tx) => {
    await upsertClientOnboarding(tx, userId, {
      birthDate: input.birthDate,
      hasSpouse: input.hasSpouse,
      totalSavingsCents: input.totalSavingsCents,
      incomeCents: input.incomeCents,
    });
    await upsertUserProfile(tx, userId, { dateOfBirth: input.birthDate, hasSpouse: input.hasSpouse });
    await fillIncomePageFromOnboarding(tx, userId, input);
    await setCompletionDateIfUnset(tx, userId, today);
  });
  return { user: await loadSessionUser(db, userId) };
}

export async function getClientOnboarding(db: Db, actor: Actor): Promise<TClientOnboardingResponse> {
  const { userId } = requireRole(actor, 'client');
  const row = await findClientOnboarding(db, { ownerId: userId });
  if (!row) return { onboarding: null };
  const { userId: _userId, updatedAt: _updatedAt, ...onboarding } = row;
  return { onboarding };
}

/** The onboarding summary as a connected advisor reads it (or the client, without userId). */
export async function getClientOnboardingFor(db: Db, read: ClientDataRead): Promise<TClientOnboardingResponse> {
  const ownerId = readOwnerFor(read, 'profile');
  const row = await findClientOnboarding(db, { ownerId });
  if (!row) return { onboarding: null };
  const { userId: _userId, updatedAt: _updatedAt, ...onboarding } = row;
  return { onboarding };
}

/** /client/onboarding: the fuller planning questionnaire. */
export async function saveClientOnboarding(db: Db, actor: Actor, input: TClientOnboarding): Promise<TClientOnboardingResponse> {
  const { userId } = requireRole(actor, 'client');
  const today = productToday();
  checkBirthDate(input.birthDate, today, 'birthDate');
  checkBirthDate(input.spouseBirthDate, today, 'spouseBirthDate');
  const spouse = input.hasSpouse ? input : { ...input, spouseBirthDate: null, spouseFirstName: '', spouseLastName: '' };
  await db.transaction(async (tx) => {
    await upsertClientOnboarding(tx, userId, spouse);
    await upsertUserProfile(tx, userId, { dateOfBirth: input.birthDate, hasSpouse: input.hasSpouse });
    await fillIncomePageFromOnboarding(tx, userId, input);
  });
  return getClientOnboarding(db, actor);
}

/** The advisor wizard's Finish: only the advisor role may finish it (spec 01 §6). */
export async function completeAdvisorOnboarding(db: Db, actor: Actor, input: TAdvisorOnboardingRequest): Promise<TUserResponse> {
  if (actor?.role && actor.role !== 'advisor') throw forbidden('Only advisors can finish the advisor registration.');
  const { userId } = requireRole(actor, 'advisor');
  const today = productToday();
  checkPhone(input.phone, 'phone');
  const advisor = normalizeAdvisorDetails(input.advisor, today);
  const socialLinks = normalizeSocialLinks(input.socialLinks);
  await commitWithEvents(db, async (tx, events) => {
    await upsertAdvisorProfile(tx, userId, advisor);
    await upsertUserProfile(tx, userId, { description: input.description, phone: input.phone, socialLinks });
    await setCompletionDateIfUnset(tx, userId, today);
    // A ZIP code saved on the profile before Finish places the advisor (a reaction) now that they have details.
    await events.record({ type: 'AdvisorOnboarded', advisorId: userId });
  });
  return { user: await loadSessionUser(db, userId) };
}
