import { signedInActor } from '../../access/access';
import { ZShareRequestCreate, ZShareRequestListQuery, ZShareRequestListResponse, ZShareRequestParams, ZShareRequestResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verified } from '../../access/route-policy';
import type { ConnectionDeps } from './connections.service';
import { askToShare, declineAsk, listAsksOfClient, listAsksToMe } from './share-requests.service';

const ZEmptyBody = z.object({}).strict().optional();

/** Asking to share (issue 34, item 3): a connected advisor asks for a part, the client grants it with the switch or declines. */
export const shareRequestsRoutes: FastifyPluginAsyncZod<{ deps: ConnectionDeps }> = async (app, { deps }) => {
  const tags = ['connections'];

  app.post(
    '/api/share-requests',
    { config: { access: verified('advisor') }, schema: { tags, body: ZShareRequestCreate, response: { 201: ZShareRequestResponse } } },
    async (req, reply) => reply.status(201).send(await askToShare(deps, signedInActor(req), req.body)),
  );

  app.get(
    '/api/share-requests',
    { config: { access: verified('advisor') }, schema: { tags, querystring: ZShareRequestListQuery, response: { 200: ZShareRequestListResponse } } },
    async (req) => listAsksOfClient(deps, signedInActor(req), req.query.clientId),
  );

  app.get(
    '/api/share-requests/to-me',
    { config: { access: verified('client') }, schema: { tags, response: { 200: ZShareRequestListResponse } } },
    async (req) => listAsksToMe(deps, signedInActor(req)),
  );

  app.post(
    '/api/share-requests/:id/decline',
    { config: { access: verified('client') }, schema: { tags, params: ZShareRequestParams, body: ZEmptyBody, response: { 200: ZShareRequestResponse } } },
    async (req) => declineAsk(deps, signedInActor(req), req.params.id),
  );
};
