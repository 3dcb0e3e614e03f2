import type { TProfile } from '@finboard/contracts';
import { isKnownRole } from '@finboard/domain';
import type { findProfileRows } from './profile.repository';
import { storedAdvisorList, storedSocialLinks } from './stored-profile';

type ProfileRows = Awaited<ReturnType<typeof findProfileRows>>;

export const fileUrl = (fileId: string | null | undefined) => (fileId ? `/api/files/${fileId}` : null);

const SOCIAL_KEYS = ['website', 'twitter', 'linkedin', 'facebook', 'instagram', 'youtube'] as const;

function toAdvisorDetails(row: NonNullable<ProfileRows['advisor']>): NonNullable<TProfile['advisor']> {
  // The coordinates are the directory's, derived from the ZIP code: not a profile field.
  const { userId, updatedAt: _updatedAt, latitude: _latitude, longitude: _longitude, ...details } = row;
  return {
    ...details,
    clientTypes: storedAdvisorList(userId, 'clientTypes', row.clientTypes),
    professionalLicenses: storedAdvisorList(userId, 'professionalLicenses', row.professionalLicenses),
    categories: storedAdvisorList(userId, 'categories', row.categories),
  };
}

/** The profile as its owner sees it; `includeIdentity` is false for anyone else. */
export function toProfile(rows: ProfileRows & { user: NonNullable<ProfileRows['user']> }, includeIdentity: boolean): TProfile {
  const { user, profile, advisor, spouse } = rows;
  const side = (name: 'front' | 'back') => {
    const row = rows.identity.find((identity) => identity.side === name);
    return { imageUrl: fileUrl(row?.fileId), expiryDate: row?.expiryDate ?? null };
  };
  const links = profile ? storedSocialLinks(profile) : {};
  return {
    userId: user.id,
    role: isKnownRole(user.role) ? user.role : null,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    photoUrl: fileUrl(profile?.photoFileId),
    companyLogoUrl: fileUrl(profile?.companyLogoFileId),
    personal: {
      dateOfBirth: profile?.dateOfBirth ?? null,
      phone: profile?.phone ?? '',
      phone2: profile?.phone2 ?? '',
      description: profile?.description ?? '',
      employer: profile?.employer ?? '',
      hasSpouse: profile?.hasSpouse ?? false,
      children: profile?.children ?? 0,
    },
    contact: {
      addressLine1: profile?.addressLine1 ?? '',
      addressLine2: profile?.addressLine2 ?? '',
      city: profile?.city ?? '',
      state: profile?.state ?? '',
      zipCode: profile?.zipCode ?? '',
      isNonUsAddress: profile?.isNonUsAddress ?? false,
      emailAlert: profile?.emailAlert ?? true,
      smsAlert: profile?.smsAlert ?? false,
    },
    socialLinks: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, links[key] ?? ''])) as TProfile['socialLinks'],
    spouse: spouse
      ? {
          firstName: spouse.firstName,
          lastName: spouse.lastName,
          dateOfBirth: spouse.dateOfBirth,
          incomeCents: spouse.incomeCents,
          retirementAge: spouse.retirementAge,
          usCitizen: spouse.usCitizen === null ? null : spouse.usCitizen ? 'Yes' : 'No',
        }
      : null,
    dependents: rows.dependents.map((row) => ({ firstName: row.firstName, dateOfBirth: row.dateOfBirth })),
    identity: includeIdentity ? { front: side('front'), back: side('back') } : null,
    advisor: user.role === 'advisor' ? (advisor ? toAdvisorDetails(advisor) : null) : null,
  };
}

/**
 * An advisor's profile as anyone else sees it: the Public Profile tab's content (names, photo, logo,
 * description, links, advisor details, business phone, city/state/zip for the directory), not the
 * private parts of Personal Info and Contact Info: birth date, second phone, street address, spouse,
 * dependents, identity.
 */
export function toPublicProfile(profile: TProfile): TProfile {
  return {
    ...profile,
    personal: { ...profile.personal, dateOfBirth: null, phone2: '', hasSpouse: false, children: 0 },
    contact: { ...profile.contact, addressLine1: '', addressLine2: '' },
    spouse: null,
    dependents: [],
    identity: null,
  };
}
