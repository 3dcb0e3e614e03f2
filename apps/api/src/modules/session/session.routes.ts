import { ZChooseRoleRequest, ZSessionResponse, ZUserResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseRole, getSession } from './session.service';
import { PUBLIC, SIGNED_IN } from '../../access/route-policy';

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/session', { config: { access: PUBLIC }, schema: { tags: ['session'], response: { 200: ZSessionResponse } } }, async (req) =>
    getSession(db, await req.getActor()),
  );

  app.post('/api/me/role', { config: { access: SIGNED_IN }, schema: { tags: ['session'], body: ZChooseRoleRequest, response: { 200: ZUserResponse } } }, async (req) =>
    chooseRole(db, await req.getActor(), req.body.role),
  );
};
