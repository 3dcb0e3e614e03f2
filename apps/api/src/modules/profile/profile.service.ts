import type { TProfile, TProfileResponse, TUpdateProfileRequest } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { canSeeAdvisorProfile } from '../../access/advisor-profile-access';
import type { Actor } from '../../access/actor';
import { forbidden, notFound } from '../../errors/app-error';
import { type FileDeps, removeProfileImage } from './profile-images.service';
import { productToday } from '../../platform/clock';
import { commitWithEvents } from '../../events/commit-with-events';
import type { ProfilePart } from '../../events/domain-event';
import { toProfile, toPublicProfile } from './profile-mapper';
import { checkDependents, checkIdentityExpiry, checkPersonal, checkSpouse, normalizeAdvisorDetails, normalizeSocialLinks } from './profile-rules';
import { findProfileRows, replaceDependents, replaceSpouse, upsertAdvisorProfile, upsertIdentitySide, upsertUserProfile } from './profile.repository';

export async function getOwnProfile(db: Db, actor: Actor): Promise<TProfileResponse> {
  const { userId } = actor;
  const rows = await findProfileRows(db, { ownerId: userId });
  if (!rows.user) throw notFound();
  return { profile: toProfile({ ...rows, user: rows.user }, true) };
}

/**
 * A client's profile as their connected advisor sees it (the profile viewer, the quick report's
 * client details): read through the one resolver, identity documents never included for anyone
 * but the owner. Not a client: not found.
 */
export async function getClientProfile(db: Db, read: ClientDataRead): Promise<TProfileResponse> {
  const ownerId = readOwnerFor(read, 'profile');
  const rows = await findProfileRows(db, { ownerId });
  if (!rows.user || rows.user.role !== 'client') throw notFound('Profile not found');
  return { profile: toProfile({ ...rows, user: rows.user }, ownerId === read.actor.userId) };
}

/**
 * An advisor's profile, to those `canSeeAdvisorProfile` lets see it. A client's profile is not public,
 * nor an unlisted advisor's to a stranger: NOT_FOUND, as for anyone unknown.
 */
export async function getAdvisorProfile(db: Db, actor: Actor, userId: string): Promise<TProfileResponse> {
  const viewer = actor;
  if (!(await canSeeAdvisorProfile(db, viewer, userId))) throw notFound('Profile not found');
  const profile = viewer.userId === userId ? (await getOwnProfile(db, viewer)).profile : await findPublicAdvisorProfile(db, userId);
  if (!profile || profile.role !== 'advisor') throw notFound('Profile not found');
  return { profile };
}

/**
 * An advisor's profile as anyone else sees it (toPublicProfile), or null when the id is not an
 * advisor's. The directory builds its public profile from this one.
 */
export async function findPublicAdvisorProfile(db: Db, userId: string): Promise<TProfile | null> {
  const rows = await findProfileRows(db, { ownerId: userId });
  if (!rows.user || rows.user.role !== 'advisor') return null;
  return toPublicProfile(toProfile({ ...rows, user: rows.user }, false));
}

/** An empty string or null removes the side, its expiry and its image; otherwise the expiry is saved. */
async function saveIdentity(deps: FileDeps, actor: Actor, identity: NonNullable<TUpdateProfileRequest['identity']>) {
  for (const side of ['front', 'back'] as const) {
    const value = identity[side];
    if (value === undefined) continue;
    if (value === null || value === '') await removeProfileImage(deps, actor, side === 'front' ? 'identity-front' : 'identity-back');
    else await upsertIdentitySide(deps.db, actor.userId, side, { expiryDate: value.expiryDate });
  }
}

/** The parts of the profile a save wrote in its transaction (the identity's images are saved after it). */
function savedParts(input: TUpdateProfileRequest): ProfilePart[] {
  const parts: ProfilePart[] = [];
  if (input.personal) parts.push('personal');
  if (input.contact) parts.push('contact');
  if (input.socialLinks) parts.push('socialLinks');
  if (input.advisor) parts.push('advisor');
  if (input.spouse !== undefined) parts.push('spouse');
  if (input.dependents) parts.push('dependents');
  return parts;
}

export async function updateProfile(deps: FileDeps, actor: Actor, input: TUpdateProfileRequest): Promise<TProfileResponse> {
  const { db } = deps;
  const signedIn = actor;
  if (input.advisor && signedIn.role !== 'advisor') throw forbidden('Only advisors have advisor details.');
  const today = productToday();
  if (input.personal) checkPersonal(input.personal, today);
  if (input.spouse) checkSpouse(input.spouse, today);
  if (input.dependents) checkDependents(input.dependents, today);
  if (input.identity) checkIdentityExpiry(input.identity);
  const socialLinks = input.socialLinks ? normalizeSocialLinks(input.socialLinks) : undefined;
  const advisor = input.advisor ? normalizeAdvisorDetails(input.advisor, today) : undefined;

  await commitWithEvents(db, async (tx, events) => {
    const profileValues = { ...input.personal, ...input.contact, ...(socialLinks ? { socialLinks } : {}) };
    if (Object.keys(profileValues).length > 0) await upsertUserProfile(tx, signedIn.userId, profileValues);
    if (advisor) await upsertAdvisorProfile(tx, signedIn.userId, advisor);
    if (input.spouse !== undefined) {
      const spouse = input.spouse && { ...input.spouse, usCitizen: input.spouse.usCitizen === null ? null : input.spouse.usCitizen === 'Yes' };
      await replaceSpouse(tx, signedIn.userId, spouse);
    }
    if (input.dependents) {
      await replaceDependents(
        tx,
        signedIn.userId,
        input.dependents.map((row, position) => ({ id: crypto.randomUUID(), ...row, position })),
      );
    }
    // Its reaction keeps the directory's place of an advisor in step with every save of their ZIP code.
    await events.record({ type: 'ProfileChanged', userId: signedIn.userId, role: signedIn.role, parts: savedParts(input) });
  });
  if (input.identity) await saveIdentity(deps, signedIn, input.identity);
  return getOwnProfile(db, signedIn);
}
