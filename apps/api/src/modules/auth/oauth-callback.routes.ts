import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { toFetchHeaders } from '../../server/request-headers';
import { BETTER_AUTH_BASE_PATH, type BetterAuth } from './better-auth';
import { SIGNUP_ROLE_COOKIE } from './signup-role-cookie';

/** Hands a Fastify request to better-auth as a Fetch request and copies its answer back. */
async function bridge(auth: BetterAuth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host}`);
  const headers = toFetchHeaders(request);
  const body = request.method === 'POST' ? new URLSearchParams(request.body as Record<string, string>).toString() : undefined;
  if (body !== undefined) headers.set('content-type', 'application/x-www-form-urlencoded');
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  // The sign-up role cookie has done its job once the provider has answered.
  reply.header('set-cookie', [...response.headers.getSetCookie(), `${SIGNUP_ROLE_COOKIE}=; Path=/; Max-Age=0`]);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * Only the provider's return leg reaches better-auth directly; every other auth action goes through
 * our own validated routes. Apple answers with a cross-site form post, protected by the OAuth state.
 */
export const oauthCallbackRoutes: FastifyPluginAsync<{ auth: BetterAuth }> = async (app, { auth }) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const url = `${BETTER_AUTH_BASE_PATH}/callback/:providerId`;
  app.get(url, { schema: { hide: true } }, (req, reply) => bridge(auth, req, reply));
  app.post(url, { schema: { hide: true }, config: { allowCrossSite: true } }, (req, reply) => bridge(auth, req, reply));
};
