import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { AppError } from '../../errors/app-error';
import { toFetchHeaders } from '../../platform/request-headers';
import { BETTER_AUTH_BASE_PATH, type BetterAuth } from './better-auth';
import { callbackPathOf, configuredProviderIds, type SocialProviderId } from './http-allowlist';
import { CLEARED_SIGNUP_COOKIES } from './signup-cookies';
import { PUBLIC } from '../../access/route-policy';

/** OAuth's answer is a handful of short text parameters (code, state, error, Apple's user); anything else is refused. */
const ZOAuthParameters = z
  .record(z.string().max(64), z.string().max(8192))
  .refine((parameters) => Object.keys(parameters).length <= 20, 'Too many parameters.');

/**
 * The URL handed to better-auth is built from validated parts, never from the request's own URL:
 * our public origin, the fixed callback path of a configured provider, and the parameters re-encoded.
 */
function callbackRequestUrl(config: Config, providerId: SocialProviderId, query: Record<string, string>): URL {
  const url = new URL(`${BETTER_AUTH_BASE_PATH}${callbackPathOf(providerId)}`, config.publicUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function forwardAnswer(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  // The sign-up cookies have done their job once the provider has answered.
  reply.header('set-cookie', [...response.headers.getSetCookie(), ...CLEARED_SIGNUP_COOKIES]);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * The provider's return leg is the only request that reaches better-auth's HTTP handler; every other
 * auth action goes through our own validated routes. Apple answers with a cross-site form post,
 * protected by the OAuth state. With no provider configured there is no route at all.
 */
export const oauthCallbackRoutes: FastifyPluginAsyncZod<{ auth: BetterAuth; config: Config }> = async (app, { auth, config }) => {
  const [first, ...rest] = configuredProviderIds(config);
  if (!first) return;
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const params = z.object({ providerId: z.enum([first, ...rest]) }).strict();
  const url = `${BETTER_AUTH_BASE_PATH}/callback/:providerId`;

  app.get(url, { config: { access: PUBLIC }, schema: { hide: true, params, querystring: ZOAuthParameters } }, async (req, reply) => {
    const target = callbackRequestUrl(config, req.params.providerId, req.query);
    return forwardAnswer(await auth.handler(new Request(target, { method: 'GET', headers: toFetchHeaders(req) })), reply);
  });

  app.post(
    url,
    { schema: { hide: true, params, querystring: ZOAuthParameters, body: ZOAuthParameters }, config: { allowCrossSite: true, access: PUBLIC } },
    async (req, reply) => {
      // Apple's form post is the only body a callback has.
      if (!/^application\/x-www-form-urlencoded(\s*;|$)/i.test(req.headers['content-type'] ?? '')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The sign-in provider must answer with a form post.');
      }
      const target = callbackRequestUrl(config, req.params.providerId, req.query);
      const headers = toFetchHeaders(req);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      const body = new URLSearchParams(req.body).toString();
      return forwardAnswer(await auth.handler(new Request(target, { method: 'POST', headers, body })), reply);
    },
  );
};
