import type { Db } from '@finboard/db';
import * as profileRows from './profile.repository';

/*
 * The profile module keeps the profile tables (user_profiles, advisor_profiles, client_onboarding and
 * the user's completion date). Modules that fill them in or read an answer (onboarding, scenarios,
 * auth, the directory) go through these, never the repository; a transaction is passed in as `db`.
 */

export function upsertUserProfile(db: Db, ownerId: string, values: Parameters<typeof profileRows.upsertUserProfile>[2]): Promise<void> {
  return profileRows.upsertUserProfile(db, ownerId, values);
}

export function upsertAdvisorProfile(db: Db, ownerId: string, values: Parameters<typeof profileRows.upsertAdvisorProfile>[2]): Promise<void> {
  return profileRows.upsertAdvisorProfile(db, ownerId, values);
}

export function upsertClientOnboarding(db: Db, ownerId: string, values: Parameters<typeof profileRows.upsertClientOnboarding>[2]): Promise<void> {
  return profileRows.upsertClientOnboarding(db, ownerId, values);
}

/** The client's questionnaire answers, or null before they gave any. */
export function findClientOnboarding(db: Db, scope: { ownerId: string }) {
  return profileRows.findClientOnboarding(db, scope);
}

/** Registration is complete from the first day it was (a second finish keeps that date). */
export function setCompletionDateIfUnset(db: Db, ownerId: string, date: string): Promise<void> {
  return profileRows.setCompletionDateIfUnset(db, ownerId, date);
}

/**
 * Whether the directory lists this id: an advisor anyone may see (finished, verified, primary, not
 * suspended), which advisor_profiles.listed_on says (kept by triggers in the writing transaction).
 */
export function isListedAdvisor(db: Db, id: string): Promise<boolean> {
  return profileRows.hasListedAdvisorProfile(db, id);
}
