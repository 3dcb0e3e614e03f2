import { formatLongMonthYear } from '@finboard/domain/format';
import type { TPublicAdvisorProfile } from '@finboard/contracts';
import { withHttps } from '@finboard/domain/profile';
import { paths } from '../../../config/paths';

export interface ProfileFact {
  label: string;
  value: string;
}

const SOCIAL_LABELS: Record<string, string> = {
  website: 'Website',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The public profile's details below the header, skipping what the advisor left empty. */
export function profileFacts(advisor: TPublicAdvisorProfile): ProfileFact[] {
  const facts: ProfileFact[] = [
    { label: 'Professional Designations', value: advisor.professionalDesignation },
    { label: 'Professional Licenses', value: advisor.professionalLicenses.join(', ') },
    { label: 'Account Minimum', value: advisor.minimumClientRelationshipSize },
    { label: 'Manages Funds', value: advisor.manageFunds ? 'Yes' : 'No' },
    { label: 'SEC CRD', value: advisor.secCrd },
  ];
  return facts.filter((fact) => fact.value.trim() !== '');
}

/** The firm website and social links as absolute https links, labelled. */
export function profileLinks(advisor: TPublicAdvisorProfile): { label: string; href: string; text: string }[] {
  const links = [];
  if (advisor.firmWebsite.trim()) links.push({ label: 'Firm Website', href: withHttps(advisor.firmWebsite), text: advisor.firmWebsite.trim() });
  for (const [key, value] of Object.entries(advisor.socialLinks)) {
    if (!value.trim()) continue;
    // The firm website already shows; a 'website' social link that repeats it is left out.
    if (key === 'website' && withHttps(value) === withHttps(advisor.firmWebsite)) continue;
    links.push({ label: SOCIAL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1), href: withHttps(value), text: value.trim() });
  }
  return links;
}

/** 'Member since March 2024', or null before onboarding was completed. */
export function memberSinceText(memberSince: string | null): string | null {
  if (!memberSince) return null;
  const date = new Date(memberSince);
  if (Number.isNaN(date.getTime())) return null;
  const month = formatLongMonthYear(date);
  return `Member since ${month}`;
}

/** The calendar link as an https address, or null when the advisor has none. */
export function calendarHrefOf(calendarLink: string): string | null {
  return calendarLink.trim() ? withHttps(calendarLink) : null;
}

/**
 * Where a logged-out Connect goes (spec 02 §2: '/register?advisor={email}&role=client&source=Directory').
 * The advisor is named by id, as every registration link names it: a public profile carries no email,
 * and the register page looks advisors up by id only.
 */
export function directoryRegisterPath(advisorId: string): string {
  return paths.register({ advisor: advisorId, role: 'client', source: 'Directory' });
}
