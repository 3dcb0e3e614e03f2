import type { TConnection, TProfile, TPublicAdvisorCard, TPublicAdvisorProfile, TRatingSummary } from '@finboard/contracts';
import { roundMiles, zip5Of } from '@finboard/domain';
import { storedAdvisorList } from '../profile/stored-profile';
import type { ListedAdvisorRow } from './directory.repository';

/** A picture's address: an uploaded photo wins over the one a social sign-in brought. */
const photoUrlOf = (row: ListedAdvisorRow) => (row.photoFileId ? `/api/files/${row.photoFileId}` : row.image);

/** A card, field by field from an allowlist: nothing of the row reaches the answer unless named here. */
export function toPublicAdvisorCard(row: ListedAdvisorRow, rating: TRatingSummary, viewerConnection: TConnection | null): TPublicAdvisorCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    photoUrl: photoUrlOf(row),
    profession: row.profession ?? '',
    categories: row.categories === null ? [] : storedAdvisorList(row.id, 'categories', row.categories),
    firmName: row.firmName ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    // The five digits place them; a ZIP+4 would narrow it to a building.
    zipCode: row.zipCode ? (zip5Of(row.zipCode) ?? row.zipCode) : '',
    distanceMiles: row.distance === null ? null : roundMiles(Number(row.distance)),
    clientTypes: row.clientTypes === null ? [] : storedAdvisorList(row.id, 'clientTypes', row.clientTypes),
    minimumClientRelationshipSize: row.minimumClientRelationshipSize ?? '',
    rating: { average: rating.average, count: rating.count },
    viewerConnection: viewerConnection ? { id: viewerConnection.id, status: viewerConnection.status, requestedBy: viewerConnection.requestedBy } : null,
  };
}

/**
 * The public profile: the card and, from the advisor's profile as others see it (profile-mapper's
 * toPublicProfile), the practice's public details, again field by field.
 */
export function toPublicAdvisorProfile(card: TPublicAdvisorCard, profile: TProfile, memberSince: string | null): TPublicAdvisorProfile {
  const advisor = profile.advisor;
  const links = profile.socialLinks;
  return {
    ...card,
    description: profile.personal.description,
    professionalDesignation: advisor?.professionalDesignation ?? '',
    professionalLicenses: [...(advisor?.professionalLicenses ?? [])],
    firmWebsite: advisor?.firmWebsite ?? '',
    officeNumber: advisor?.officeNumber ?? '',
    calendarLink: advisor?.calendarLink ?? '',
    companyLogoUrl: profile.companyLogoUrl,
    socialLinks: {
      website: links.website,
      twitter: links.twitter,
      linkedin: links.linkedin,
      facebook: links.facebook,
      instagram: links.instagram,
      youtube: links.youtube,
    },
    secCrd: advisor?.secCrd ?? '',
    manageFunds: advisor?.manageFunds ?? false,
    memberSince,
  };
}
