import { signedInActor } from '../../access/access';
import { ZAppSettingsResponse, ZChooseRoleRequest, ZSessionResponse, ZUserResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Role } from '@finboard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseRole, dismissWelcome, getSession } from './session.service';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';

const ZEmptyBody = z.object({}).strict().optional();

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; welcomeVideoUrl: string | null; twoFactorRequiredFor: Role[]; productTimeZone: string }> = async (
  app,
  { db, welcomeVideoUrl, twoFactorRequiredFor, productTimeZone },
) => {
  app.get('/api/session', { config: { access: PUBLIC }, schema: { tags: ['session'], response: { 200: ZSessionResponse } } }, async (req) =>
    getSession(db, await req.getActor()),
  );

  app.post(
    '/api/me/role',
    { config: { access: SIGNED_IN }, schema: { tags: ['session'], body: ZChooseRoleRequest, response: { 200: ZUserResponse } } },
    async (req) => chooseRole(db, signedInActor(req), req.body.role),
  );

  app.get('/api/app-settings', { config: { access: PUBLIC }, schema: { tags: ['session'], response: { 200: ZAppSettingsResponse } } }, async () => ({
    welcomeVideoUrl,
    twoFactorRequiredFor,
    productTimeZone,
  }));

  app.post(
    '/api/me/welcome-seen',
    { config: { access: SIGNED_IN }, schema: { tags: ['session'], body: ZEmptyBody, response: { 200: ZUserResponse } } },
    async (req) => dismissWelcome(db, signedInActor(req)),
  );
};
