import { signedInActor } from '../../access/access';
import { ZInvitationParams, ZInvitationsQuery, ZInvitationsResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verified } from '../../access/route-policy';
import { type InvitationDeps, listInvitations, revokeInvitation } from './invitations.service';

/** The invitations a user has sent (sub-advisors, clients, a spouse or partner), with their state, a page at a time, and withdrawing one. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: InvitationDeps }> = async (app, { deps }) => {
  const tags = ['invitations'];
  const config = { access: verified('client', 'advisor') };
  app.get('/api/invitations', { config, schema: { tags, querystring: ZInvitationsQuery, response: { 200: ZInvitationsResponse } } }, async (req) =>
    listInvitations(deps, signedInActor(req), req.query),
  );
  app.delete('/api/invitations/:id', { config, schema: { tags, params: ZInvitationParams } }, async (req, reply) => {
    await revokeInvitation(deps, signedInActor(req), req.params.id);
    return reply.status(204).send();
  });
};
