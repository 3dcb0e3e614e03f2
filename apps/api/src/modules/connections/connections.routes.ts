import { signedInActor } from '../../access/access';
import {
  ZConnectionParams,
  ZConnectionRequest,
  ZConnectionResponse,
  ZFavoriteParams,
  ZFavoriteResponse,
  ZMyAdvisorsResponse,
  ZMyClientsPage,
  ZMyClientsPageQuery,
  ZMyClientsResponse,
  ZShareUpdate,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportClientsCsv, listMyAdvisors, listMyClients, setFavorite } from './connection-lists.service';
import { findMyClientsPageOf } from './my-clients-page.service';
import { changeConnection, type ConnectionDeps, requestConnection, updateShare } from './connections.service';
import { verified } from '../../access/route-policy';

const ZEmptyBody = z.object({}).strict().optional();

/** Client–advisor connections (spec 01 §4, spec 02 "Advisor directory and connections"). */
export const connectionsRoutes: FastifyPluginAsyncZod<{ deps: ConnectionDeps }> = async (app, { deps }) => {
  const tags = ['connections'];

  app.post(
    '/api/connections',
    { config: { access: verified('client') }, schema: { tags, body: ZConnectionRequest, response: { 201: ZConnectionResponse } } },
    async (req, reply) => reply.status(201).send(await requestConnection(deps, signedInActor(req), req.body)),
  );

  for (const action of ['accept', 'decline', 'disconnect'] as const) {
    app.post(
      `/api/connections/:id/${action}`,
      {
        config: { access: verified('client', 'advisor') },
        schema: { tags, params: ZConnectionParams, body: ZEmptyBody, response: { 200: ZConnectionResponse } },
      },
      async (req) => changeConnection(deps, signedInActor(req), req.params.id, action),
    );
  }

  app.put(
    '/api/connections/:id/share',
    { config: { access: verified('client') }, schema: { tags, params: ZConnectionParams, body: ZShareUpdate, response: { 200: ZConnectionResponse } } },
    async (req) => updateShare(deps, signedInActor(req), req.params.id, req.body),
  );

  app.get('/api/connections/advisors', { config: { access: verified('client') }, schema: { tags, response: { 200: ZMyAdvisorsResponse } } }, async (req) =>
    listMyAdvisors(deps, signedInActor(req)),
  );

  app.get('/api/connections/clients', { config: { access: verified('advisor') }, schema: { tags, response: { 200: ZMyClientsResponse } } }, async (req) =>
    listMyClients(deps, signedInActor(req)),
  );

  // My Clients at scale: searched, filtered, sorted and paged by the server (issue 34).
  app.get(
    '/api/connections/clients/page',
    { config: { access: verified('advisor') }, schema: { tags, querystring: ZMyClientsPageQuery, response: { 200: ZMyClientsPage } } },
    async (req) => findMyClientsPageOf(deps, signedInActor(req), req.query),
  );

  app.get('/api/connections/clients.csv', { config: { access: verified('advisor') }, schema: { tags, produces: ['text/csv'] } }, async (req, reply) => {
    const csv = await exportClientsCsv(deps, signedInActor(req));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'inline; filename="My Clients.csv"').send(csv);
  });

  app.put(
    '/api/connections/favorites/:clientId',
    { config: { access: verified('advisor') }, schema: { tags, params: ZFavoriteParams, body: ZEmptyBody, response: { 200: ZFavoriteResponse } } },
    async (req) => setFavorite(deps, signedInActor(req), req.params.clientId, true),
  );
  app.delete(
    '/api/connections/favorites/:clientId',
    { config: { access: verified('advisor') }, schema: { tags, params: ZFavoriteParams, response: { 200: ZFavoriteResponse } } },
    async (req) => setFavorite(deps, signedInActor(req), req.params.clientId, false),
  );
};
