import { signedInActor } from '../../access/access';
import { ZClientScopeQuery, ZProfileResponse, ZUpdateProfileRequest } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileDeps } from './profile-images.service';
import { clientDataRead, SIGNED_IN } from '../../access/route-policy';
import { getAdvisorProfile, getClientProfile, getOwnProfile, updateProfile } from './profile.service';
import { decidedRead } from '../../access/client-data-read';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: FileDeps }> = async (app, { deps }) => {
  const tags = ['profile'];
  app.get('/api/profile', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZProfileResponse } } }, async (req) =>
    getOwnProfile(deps.db, signedInActor(req)),
  );

  app.patch(
    '/api/profile',
    { config: { access: SIGNED_IN }, schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZProfileResponse } } },
    async (req) => updateProfile(deps, signedInActor(req), req.body),
  );

  app.get(
    '/api/clients/profile',
    { config: { access: clientDataRead('profile') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZProfileResponse } } },
    async (req) => getClientProfile(deps.db, decidedRead(req)),
  );

  app.get(
    '/api/advisors/:userId/profile',
    { config: { access: SIGNED_IN }, schema: { tags, params: z.object({ userId: z.string().min(1).max(100) }).strict(), response: { 200: ZProfileResponse } } },
    async (req) => getAdvisorProfile(deps.db, signedInActor(req), req.params.userId),
  );
};
