import { signedInActor } from '../../access/access';
import {
  ZOkResponse,
  ZPasskey,
  ZPasskeyOptionsResponse,
  ZPasskeyParams,
  ZPasskeyRegisterRequest,
  ZPasskeyRemoveRequest,
  ZPasskeySignInRequest,
  ZPasskeysResponse,
  ZUserResponse,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';
import { toFetchHeaders } from '../../platform/request-headers';
import type { AuthDeps } from './auth.service';
import * as passkeys from './passkeys.service';
import { forwardCookies } from './reply-cookies';

const ZEmptyBody = z.object({}).strict().optional();

/** The Passkeys section of the security page, and the login page's 'Sign in with a passkey' (WebAuthn). */
export const passkeyRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; config: Config }> = async (app, { deps, config }) => {
  const limited = { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } };
  const tags = ['account security'];

  app.get('/api/auth/passkeys', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZPasskeysResponse } } }, async (req) =>
    passkeys.listPasskeys(deps, signedInActor(req)),
  );

  app.post(
    '/api/auth/passkeys/registration-options',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZEmptyBody, response: { 200: ZPasskeyOptionsResponse } } },
    async (req) => passkeys.startRegistration(deps, signedInActor(req)),
  );

  app.post(
    '/api/auth/passkeys',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZPasskeyRegisterRequest, response: { 200: ZPasskey } } },
    async (req) => passkeys.finishRegistration(deps, signedInActor(req), req.body),
  );

  // A POST, not a DELETE: it carries the password (or none, for a fresh sign-in).
  app.post(
    '/api/auth/passkeys/:id/remove',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, params: ZPasskeyParams, body: ZPasskeyRemoveRequest, response: { 200: ZOkResponse } } },
    async (req) => passkeys.removePasskey(deps, signedInActor(req), req.params.id, req.body),
  );

  // Signing in: no session yet; the passkey says whose account it is.
  app.post(
    '/api/auth/passkeys/authentication-options',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZEmptyBody, response: { 200: ZPasskeyOptionsResponse } } },
    async () => passkeys.startAuthentication(deps),
  );

  app.post(
    '/api/auth/passkeys/sign-in',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZPasskeySignInRequest, response: { 200: ZUserResponse } } },
    async (req, reply) => {
      const outcome = await passkeys.signInWithPasskey(deps, req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );
};
