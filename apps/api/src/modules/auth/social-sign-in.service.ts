import type { TSocialProvidersResponse, TSocialSignInRequest } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Config } from '../../config/env';
import { validationError } from '../../errors/app-error';
import type { BetterAuth } from './better-auth';
import { callBetterAuth } from './better-auth-errors';
import { advisorRegistrationContext, checkRegistrationLink, checkSubAdvisorInvitation } from './registration-context.service';
import { signupCookies } from './signup-cookies';

const LABELS = { google: 'Google', apple: 'Apple' } as const;

export function listSocialProviders(config: Config): TSocialProvidersResponse {
  return { providers: [{ id: 'google', configured: config.google !== null }, { id: 'apple', configured: config.apple !== null }] };
}

/**
 * Starts the provider's sign-in: the browser goes to the returned url and comes back to /login. A
 * client's registration context (an advisor's link, the directory's funnel, a spouse's or partner's
 * invitation) or an advisor's sub-advisor invitation applies if the account is new, as for an email
 * sign-up; an expired link or a primary's plan without a place is refused here, before the provider's page.
 */
export async function startSocialSignIn(config: Config, auth: BetterAuth, db: Db, input: TSocialSignInRequest, headers: Headers, now: Date) {
  const provider = input.provider;
  if (!config[provider]) throw validationError(`Sign-in with ${LABELS[provider]} is not configured.`, 'provider');
  const role = input.role ?? 'client';
  const context = role === 'client' ? input.context : advisorRegistrationContext(input.context);
  checkRegistrationLink(context, now);
  // As for an email sign-up: a sub-advisor invitation needs a place on the primary's plan (checked again when attached).
  await checkSubAdvisorInvitation(db, role, context);
  const { response, setCookies } = await callBetterAuth(() =>
    auth.api.signInSocial({
      body: {
        provider,
        callbackURL: `${config.publicUrl}/login`,
        errorCallbackURL: `${config.publicUrl}/login?error=social`,
      },
      headers,
      returnHeaders: true,
    }),
  );
  if (!response.url) throw validationError(`Sign-in with ${LABELS[provider]} is not available right now.`, 'provider');
  return { body: { url: response.url }, setCookies: [...setCookies, ...signupCookies(role, context, config.publicUrl.startsWith('https://'))] };
}
