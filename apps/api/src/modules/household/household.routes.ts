import { signedInActor } from '../../access/access';
import { ZHouseholdInviteRequest, ZHouseholdParams, ZHouseholdResponse, ZInvitationSentResponse, ZOkResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verified } from '../../access/route-policy';
import type { InvitationDeps } from '../invitations/invitations.service';
import { inviteHouseholdMember, listHousehold, removeHouseholdMember } from './household.service';

/** A client's spouse or partner relations: invited by email, listed on their profile, and removed by either of the two. */
export const householdRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (app, { deps }) => {
  const tags = ['household'];
  const config = { access: verified('client') };
  app.get('/api/household', { config, schema: { tags, response: { 200: ZHouseholdResponse } } }, async (req) => listHousehold(deps.db, signedInActor(req)));
  app.post('/api/household/invites', { config, schema: { tags, body: ZHouseholdInviteRequest, response: { 200: ZInvitationSentResponse } } }, async (req) =>
    inviteHouseholdMember(deps, signedInActor(req), req.body),
  );
  app.delete('/api/household/:id', { config, schema: { tags, params: ZHouseholdParams, response: { 200: ZOkResponse } } }, async (req) => {
    await removeHouseholdMember(deps.db, signedInActor(req), req.params.id);
    return { ok: true as const };
  });
};
