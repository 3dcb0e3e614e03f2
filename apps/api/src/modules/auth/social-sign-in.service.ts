import type { TSocialProvidersResponse, TSocialSignInRequest } from '@finboard/contracts';
import type { Config } from '../../config/env';
import { validationError } from '../../errors/app-error';
import type { BetterAuth } from './better-auth';
import { callBetterAuth } from './better-auth-errors';
import { planRegistration, type RegistrationDeps } from './registration-context.service';
import { signupCookies } from './signup-cookies';

const LABELS = { google: 'Google', apple: 'Apple' } as const;

export function listSocialProviders(config: Config): TSocialProvidersResponse {
  return {
    providers: [
      { id: 'google', configured: config.google !== null },
      { id: 'apple', configured: config.apple !== null },
    ],
  };
}

/**
 * Starts the provider's sign-in: the browser goes to the returned url and comes back to /login. A
 * client's registration context (an advisor's link, the directory's funnel, a spouse's or partner's
 * invitation) or an advisor's sub-advisor invitation applies if the account is new, as for an email
 * sign-up, judged when the account is made.
 */
export async function startSocialSignIn(config: Config, auth: BetterAuth, registration: RegistrationDeps, input: TSocialSignInRequest, headers: Headers) {
  const provider = input.provider;
  if (!config[provider]) throw validationError(`Sign-in with ${LABELS[provider]} is not configured.`, 'provider');
  const role = input.role ?? 'client';
  const context = input.context;
  // As for an email sign-up: a sub-advisor invitation to a full plan is refused before the provider's page
  // (the email is not known yet; it is checked when the account is made).
  await planRegistration(registration, { role, email: null }, context, registration.connections.now());
  const { response, setCookies } = await callBetterAuth(() =>
    auth.api.signInSocial({
      body: {
        provider,
        // via=social: the login page then follows the social sign-in's rules (spec 01 §4, inviteLinkCount).
        callbackURL: `${config.publicUrl}/login?via=social`,
        errorCallbackURL: `${config.publicUrl}/login?error=social`,
      },
      headers,
      returnHeaders: true,
    }),
  );
  if (!response.url) throw validationError(`Sign-in with ${LABELS[provider]} is not available right now.`, 'provider');
  return { body: { url: response.url }, setCookies: [...setCookies, ...signupCookies(role, context, config.publicUrl.startsWith('https://'))] };
}
