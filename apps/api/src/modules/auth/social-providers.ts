import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { Config, OAuthClientConfig } from '../../config/env';

interface OidcProfile {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Apple sends one name string: its first part is the first name, the rest the last name (spec 01 §5). */
function splitName(profile: OidcProfile) {
  const given = text(profile.given_name);
  const family = text(profile.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const [first = '', ...rest] = text(profile.name).split(/\s+/);
  return { firstName: first, lastName: rest.slice(0, 2).join(' ') };
}

function oidcProvider(id: 'google' | 'apple', client: OAuthClientConfig, extra: Partial<GenericOAuthConfig>): GenericOAuthConfig {
  return {
    providerId: id,
    discoveryUrl: `${client.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    pkce: true,
    mapProfileToUser: (profile) => {
      const { firstName, lastName } = splitName(profile);
      return { firstName, lastName, name: `${firstName} ${lastName}`.trim() || text(profile.email) };
    },
    ...extra,
  };
}

/**
 * Google and Apple as OpenID Connect providers found by discovery, so the issuer is configurable
 * and the same code path is exercised against a local identity provider in tests.
 */
export function socialProviderConfigs(config: Config): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) {
    // Google's birthday scope (spec 01 §5) is asked for so onboarding can prefill it.
    providers.push(oidcProvider('google', config.google, { scopes: ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/user.birthday.read'] }));
  }
  if (config.apple) {
    providers.push(oidcProvider('apple', config.apple, { scopes: ['openid', 'email', 'name'], responseMode: 'form_post' }));
  }
  return providers;
}
