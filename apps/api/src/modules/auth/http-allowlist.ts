import type { BetterAuthPlugin } from 'better-auth';
import type { Config } from '../../config/env';

/** The one better-auth endpoint reached over HTTP: a provider's return leg of the OAuth flow. */
export const CALLBACK_ENDPOINT = '/callback/:id';

export type SocialProviderId = 'google' | 'apple';

/** The providers configured by the settings; no other provider id is ever forwarded. */
export function configuredProviderIds(config: Pick<Config, 'google' | 'apple'>): SocialProviderId[] {
  return (['google', 'apple'] as const).filter((id) => config[id] !== null);
}

/** better-auth's path of a provider's callback, below its base path. */
export const callbackPathOf = (providerId: SocialProviderId) => `/callback/${providerId}`;

/**
 * An allowlist inside better-auth's own router: whatever reaches its HTTP handler, only a configured
 * provider's callback is answered. Every other action goes through our validated routes, which call
 * better-auth's server API (not this handler), so nothing of ours needs another path.
 */
export function httpAllowlist(basePath: string, providerIds: readonly SocialProviderId[]): BetterAuthPlugin {
  const allowed = new Set(providerIds.map((id) => `${basePath}${callbackPathOf(id)}`));
  return {
    id: 'finboard-http-allowlist',
    onRequest: async (request) => {
      // The URL as better-auth's router will see it, after the URL parser's own normalisation.
      const { pathname } = new URL(request.url);
      if (!allowed.has(pathname)) return { response: new Response('Not Found', { status: 404 }) };
      return undefined;
    },
  };
}

interface EndpointLike {
  path?: unknown;
}

/** Every HTTP path better-auth would answer but the callback: disabled too, a second line behind the allowlist. */
export function pathsToDisable(api: Record<string, EndpointLike>): string[] {
  return Object.values(api)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === 'string' && path !== CALLBACK_ENDPOINT);
}
