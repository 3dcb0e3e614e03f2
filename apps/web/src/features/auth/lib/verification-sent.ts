/** What the register page hands /verify-email (router state): where the link went, and why a registration link did not hold. */
export interface VerificationSent {
  email: string;
  linkNotice: string | null;
}

/** The register page's state, if that is what the page was opened with (a reload keeps it; a typed URL has none). */
export function readVerificationSent(state: unknown): VerificationSent | null {
  if (!state || typeof state !== 'object') return null;
  const { email, linkNotice } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  return { email, linkNotice: typeof linkNotice === 'string' && linkNotice ? linkNotice : null };
}
