import { signedInActor } from '../../access/access';
import {
  ZDeviceParams,
  ZDevicesResponse,
  ZOkResponse,
  ZRecoveryCodesResponse,
  ZSignedOutResponse,
  ZTwoFactorConfirmRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorPromptResponse,
  ZTwoFactorSetupRequest,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatusResponse,
  ZTwoFactorVerifyRequest,
  ZUserResponse,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';
import { toFetchHeaders } from '../../platform/request-headers';
import type { AuthDeps } from './auth.service';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices.service';
import { forwardCookies } from './reply-cookies';
import * as twoFactor from './two-factor.service';

const ZEmptyBody = z.object({}).strict().optional();

/** The account security page's api: the authenticator app, the sign-in's code step and the signed-in devices. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; config: Config }> = async (app, { deps, config }) => {
  const limited = { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } };
  const tags = ['account security'];

  app.get('/api/auth/two-factor', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZTwoFactorStatusResponse } } }, async (req) =>
    twoFactor.getStatus(deps, signedInActor(req), config.twoFactorRequiredFor),
  );

  app.post(
    '/api/auth/two-factor/setup',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZTwoFactorSetupRequest, response: { 200: ZTwoFactorSetupResponse } } },
    async (req) => twoFactor.startSetup(deps, signedInActor(req), req.body, toFetchHeaders(req)),
  );

  app.post(
    '/api/auth/two-factor/confirm',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZTwoFactorConfirmRequest, response: { 200: ZRecoveryCodesResponse } } },
    async (req, reply) => {
      const outcome = await twoFactor.confirmSetup(deps, signedInActor(req), req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZTwoFactorDisableRequest, response: { 200: ZOkResponse } } },
    async (req, reply) => {
      const outcome = await twoFactor.disable(deps, signedInActor(req), req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  // The sign-in's second step: no session yet, the challenge cookie from the password step says whose.
  app.post(
    '/api/auth/two-factor/verify',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZTwoFactorVerifyRequest, response: { 200: ZUserResponse } } },
    async (req, reply) => {
      const outcome = await twoFactor.verifySignIn(deps, req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  // The advisors' first sign-in prompt: asked until an authenticator or a passkey is set up, or 'Later' is pressed.
  app.get('/api/auth/two-factor/prompt', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZTwoFactorPromptResponse } } }, async (req) =>
    twoFactor.getPrompt(deps, signedInActor(req), config.twoFactorRequiredFor),
  );

  app.post(
    '/api/auth/two-factor/prompt/postpone',
    { config: { access: SIGNED_IN }, schema: { tags, body: ZEmptyBody, response: { 200: ZOkResponse } } },
    async (req) => twoFactor.postponePrompt(deps, signedInActor(req)),
  );

  app.get('/api/auth/devices', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZDevicesResponse } } }, async (req) =>
    listDevices(deps.db, signedInActor(req), deps.throttle.now()),
  );

  app.delete(
    '/api/auth/devices/:id',
    { config: { access: SIGNED_IN }, schema: { tags, params: ZDeviceParams, response: { 200: ZSignedOutResponse } } },
    async (req) => signOutDevice(deps.db, signedInActor(req), req.params.id),
  );

  app.post(
    '/api/auth/devices/sign-out-others',
    { config: { access: SIGNED_IN }, schema: { tags, body: ZEmptyBody, response: { 200: ZSignedOutResponse } } },
    async (req) => signOutOtherDevices(deps.db, signedInActor(req)),
  );
};
