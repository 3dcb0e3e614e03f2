import { signedInActor } from '../../access/access';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZOkResponse,
  ZRegisterRequest,
  ZRegistrationLinkCheckRequest,
  ZRegisterResponse,
  ZRegistrationLinkCheckResponse,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZSocialProvidersResponse,
  ZSocialSignInRequest,
  ZSocialSignInResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { toFetchHeaders } from '../../platform/request-headers';
import * as authService from './auth.service';
import type { AuthDeps } from './auth.service';
import { forwardCookies } from './reply-cookies';
import { listSocialProviders, startSocialSignIn } from './social-sign-in.service';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';

const ZEmptyBody = z.object({}).strict().optional();

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; config: Config }> = async (app, { deps, config }) => {
  const limited = { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } };
  const tags = ['auth'];

  // 202 and the same body for a new address and a taken one, and no session: the verification link starts it.
  app.post(
    '/api/auth/register',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZRegisterRequest, response: { 202: ZRegisterResponse } } },
    async (req, reply) => reply.status(202).send(await authService.register(deps, req.body, toFetchHeaders(req))),
  );

  app.post(
    '/api/auth/login',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (req, reply) => {
      const outcome = await authService.login(deps, req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  app.post('/api/auth/logout', { config: { access: PUBLIC }, schema: { tags, body: ZEmptyBody, response: { 200: ZOkResponse } } }, async (req, reply) => {
    const outcome = await authService.logout(deps, toFetchHeaders(req));
    forwardCookies(reply, outcome.setCookies);
    return outcome.body;
  });

  app.post(
    '/api/auth/forgot-password',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    (req) => authService.forgotPassword(deps, req.body.email, toFetchHeaders(req)),
  );

  app.post(
    '/api/auth/reset-password',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    (req) => authService.resetPassword(deps, req.body, toFetchHeaders(req)),
  );

  app.post(
    '/api/auth/verify-email',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } } },
    async (req, reply) => {
      const outcome = await authService.verifyEmail(deps, req.body.token, toFetchHeaders(req), await req.getActor());
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZEmptyBody, response: { 200: ZMessageResponse } } },
    async (req) => authService.resendVerification(deps, signedInActor(req), toFetchHeaders(req)),
  );

  // The "check your email" page after a registration, which has no session: by address, answered the same for any.
  app.post(
    '/api/auth/resend-verification/by-email',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZResendVerificationRequest, response: { 200: ZMessageResponse } } },
    (req) => authService.resendVerificationByEmail(deps, req.body.email),
  );

  app.post(
    '/api/auth/change-password',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZChangePasswordRequest, response: { 200: ZMessageResponse } } },
    async (req, reply) => {
      const outcome = await authService.changePassword(deps, signedInActor(req), req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );

  app.post(
    '/api/auth/set-password',
    { config: { ...limited, access: SIGNED_IN }, schema: { tags, body: ZSetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (req) => authService.setPassword(deps, signedInActor(req), req.body, toFetchHeaders(req)),
  );

  // What a registration link or invitation will do, so the page can say it before the form is sent.
  app.post(
    '/api/auth/registration-link/check',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZRegistrationLinkCheckRequest, response: { 200: ZRegistrationLinkCheckResponse } } },
    (req) => authService.checkRegistrationLink(deps, req.body),
  );

  app.get('/api/auth/social-providers', { config: { access: PUBLIC }, schema: { tags, response: { 200: ZSocialProvidersResponse } } }, () =>
    listSocialProviders(config),
  );

  app.post(
    '/api/auth/social/sign-in',
    { config: { ...limited, access: PUBLIC }, schema: { tags, body: ZSocialSignInRequest, response: { 200: ZSocialSignInResponse } } },
    async (req, reply) => {
      const outcome = await startSocialSignIn(config, deps.auth, { connections: deps.connections, linkKey: deps.linkKey }, req.body, toFetchHeaders(req));
      forwardCookies(reply, outcome.setCookies);
      return outcome.body;
    },
  );
};
