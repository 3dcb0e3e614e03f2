import type { TSocialProvidersResponse, TSocialSignInRequest } from '@finboard/contracts';
import type { Config } from '../../config/env';
import { validationError } from '../../errors/app-error';
import type { BetterAuth } from './better-auth';
import { callBetterAuth } from './better-auth-errors';
import { SIGNUP_ROLE_COOKIE } from './signup-role-cookie';

const LABELS = { google: 'Google', apple: 'Apple' } as const;

export function listSocialProviders(config: Config): TSocialProvidersResponse {
  return { providers: [{ id: 'google', configured: config.google !== null }, { id: 'apple', configured: config.apple !== null }] };
}

/** Starts the provider's sign-in: the browser goes to the returned url and comes back to /login. */
export async function startSocialSignIn(config: Config, auth: BetterAuth, input: TSocialSignInRequest, headers: Headers) {
  const provider = input.provider;
  if (!config[provider]) throw validationError(`Sign-in with ${LABELS[provider]} is not configured.`, 'provider');
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
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const roleCookie = `${SIGNUP_ROLE_COOKIE}=${input.role ?? 'client'}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${secure}`;
  if (!response.url) throw validationError(`Sign-in with ${LABELS[provider]} is not available right now.`, 'provider');
  return { body: { url: response.url }, setCookies: [...setCookies, roleCookie] };
}
