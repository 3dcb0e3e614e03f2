// Registration links by source (spec 01 §2 Client Linking, §5 Source rules, §9 source names and link shapes).

export const BUILT_IN_SOURCES = ['Email', 'Facebook', 'Twitter', 'Linkedin', 'Youtube', 'Instagram', 'Tiktok', 'Referral'] as const;

export const SOURCE_MESSAGES = {
  missing: 'missing data',
  duplicate: 'source already exists, please try different',
  /** Renewing gives a link a new last day: one already past would leave it expired. */
  expiryPast: 'Choose an expiry date from today on',
} as const;

export const MAX_SOURCE_NAME_LENGTH = 40;

/** Sources compare without case or surrounding spaces: 'Facebook' in the list is 'facebook' in a link. */
export const sourceKey = (name: string) => name.trim().toLowerCase();

const builtInByKey = new Map<string, string>(BUILT_IN_SOURCES.map((name) => [sourceKey(name), name]));

export const isBuiltInSource = (name: string) => builtInByKey.has(sourceKey(name));

/** How a link's source reads on the dashboard: a built-in one by its own name, a custom one as stored. */
export function sourceLabel(source: string): string {
  return builtInByKey.get(sourceKey(source)) ?? source.trim();
}

/** The spec's message for a new custom source, or null when it may be created. */
export function sourceNameProblem(name: string, existing: readonly string[]): string | null {
  if (!name.trim()) return SOURCE_MESSAGES.missing;
  const key = sourceKey(name);
  if (builtInByKey.has(key) || existing.some((other) => sourceKey(other) === key)) return SOURCE_MESSAGES.duplicate;
  return null;
}

// The domain has no URL API (no DOM, no Node): a query string by hand.
const queryOf = (params: readonly [string, string][]) => params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

export interface RegistrationLinkInput {
  origin: string;
  advisorId: string;
  source: string;
  /** A custom link's last valid day (YYYY-MM-DD). */
  expiryDate?: string | null;
  /** The server's signature over advisor, source and expiry (`sig`): without it the link joins the client to nobody. */
  signature?: string;
}

/** {origin}/register?advisor={uid}&role=client&source={name}; built-in names lowercased, custom links add &expiry; signed links &sig. */
export function registrationLinkOf({ origin, advisorId, source, expiryDate, signature }: RegistrationLinkInput): string {
  const name = isBuiltInSource(source) ? sourceKey(source) : source.trim();
  const params: [string, string][] = [
    ['advisor', advisorId],
    ['role', 'client'],
    ['source', name],
  ];
  if (expiryDate) params.push(['expiry', expiryDate]);
  if (signature) params.push(['sig', signature]);
  return `${origin.replace(/\/+$/, '')}/register?${queryOf(params)}`;
}

/** A sub-advisor's invitation (spec 01 §9): /register/advisor?inviter={uid}&inviteType=advisor. */
export function advisorInviteLinkOf(origin: string, inviterId: string): string {
  return `${origin.replace(/\/+$/, '')}/register/advisor?${queryOf([
    ['inviter', inviterId],
    ['inviteType', 'advisor'],
  ])}`;
}
