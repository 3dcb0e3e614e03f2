export type ProfileRole = 'client' | 'advisor' | 'admin' | null;
export type ProfileTabKey = 'public' | 'personal' | 'contact' | 'identity' | 'company';

export interface ProfileTab {
  key: ProfileTabKey;
  label: string;
  hasSave: boolean;
}

const CLIENT_TABS: ProfileTab[] = [
  { key: 'public', label: 'Public Profile', hasSave: true },
  { key: 'personal', label: 'Personal Info', hasSave: true },
  { key: 'contact', label: 'Contact Details', hasSave: true },
  { key: 'identity', label: 'Identity', hasSave: true },
];

// Advisors save on every tab except Public Profile, which shows what clients see.
const ADVISOR_TABS: ProfileTab[] = [
  { key: 'public', label: 'Public Profile', hasSave: false },
  { key: 'personal', label: 'Personal Info', hasSave: true },
  { key: 'company', label: 'Company Info', hasSave: true },
  { key: 'contact', label: 'Contact Info', hasSave: true },
];

/** The profile page's tabs (spec 01 §2 "Profile page"); admins get the client's personal tabs. */
export function profileTabsFor(role: ProfileRole): ProfileTab[] {
  return role === 'advisor' ? ADVISOR_TABS : CLIENT_TABS;
}

/** The `tab` query (0 to 3); anything else opens the first tab. */
export function parseTabIndex(value: string | null, count: number): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  const index = Number(value);
  return index < count ? index : 0;
}
