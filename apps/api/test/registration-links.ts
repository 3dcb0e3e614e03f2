import { expect } from 'vitest';
import { signRegistrationLink } from '../src/modules/invitations/registration-link-signature';
import type { TestApp } from './test-app';

/** An advisor's registration link's parameters as Client Linking gives them: signed by the server's key. */
export function signedAdvisorLink(t: TestApp, advisorId: string, source: string, expiry?: string) {
  return {
    advisor: advisorId,
    source,
    ...(expiry ? { expiry } : {}),
    sig: signRegistrationLink(t.config.registrationLinkKey, { advisorId, source, expiryDate: expiry ?? null }),
  };
}

/** The query parameters of a link, as the register page reads them. */
export function paramsOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link).searchParams);
}

/** The token of the newest invitation mailed to an address (the link's `invitation` parameter). */
export async function invitationTokenSentTo(t: TestApp, email: string): Promise<string> {
  const link = (await t.latestLinks(email)).find((url) => url.includes('invitation='));
  expect(link, `no invitation link was mailed to ${email}`).toBeDefined();
  return paramsOf(link as string).invitation as string;
}
