import { ZStoredSocialLinks, ZStoredTextList } from '@finboard/contracts';
import { parseStoredJson } from '../../errors/stored-json';

// The profile's jsonb columns through their contracts: one that does not parse is a 500
// (StoredDataError), never a list of unknown things on a public card.

export const storedSocialLinks = (row: { userId: string; socialLinks: unknown }) =>
  parseStoredJson(ZStoredSocialLinks, row.socialLinks, { table: 'user_profiles', column: 'social_links', rowId: row.userId });

type ListColumn = 'clientTypes' | 'professionalLicenses' | 'categories';
const COLUMN_NAMES: Record<ListColumn, string> = { clientTypes: 'client_types', professionalLicenses: 'professional_licenses', categories: 'categories' };

/** One of advisor_profiles' text lists; `userId` is the advisor's (the row's key). */
export const storedAdvisorList = (userId: string, column: ListColumn, value: unknown) =>
  parseStoredJson(ZStoredTextList, value, { table: 'advisor_profiles', column: COLUMN_NAMES[column], rowId: userId });
