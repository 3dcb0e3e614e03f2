import {
  ZClientScopeQuery,
  ZIdParams,
  ZInstitutionAccountsResponse,
  ZInstitutionResponse,
  ZInstitutionsResponse,
  ZLinkInstitutionRequest,
  ZLinkTokenRequest,
  ZLinkTokenResponse,
  ZOkResponse,
  ZRelinkInstitutionRequest,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as institutions from './institutions.service';
import type { SyncDeps } from './sync.service';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

const ZEmpty = z.object({}).strict().optional();

export const institutionsRoutes: FastifyPluginAsyncZod<{ deps: SyncDeps }> = async (app, { deps }) => {
  const tags = ['accounts'];
  app.get(
    '/api/institutions',
    { config: { access: clientDataRead('accounts') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZInstitutionsResponse } } },
    async (req) => institutions.listInstitutions(deps, decidedRead(req)),
  );
  app.get(
    '/api/institutions/:id/accounts',
    {
      config: { access: clientDataRead('assets') },
      schema: { tags, params: ZIdParams, querystring: ZClientScopeQuery, response: { 200: ZInstitutionAccountsResponse } },
    },
    async (req) => institutions.getInstitutionAccounts(deps, decidedRead(req), req.params.id),
  );
  app.post(
    '/api/institutions/link-token',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, body: ZLinkTokenRequest, response: { 200: ZLinkTokenResponse } } },
    async (req) => institutions.createLinkToken(deps, decidedWrite(req), req.body.institutionId),
  );
  app.post(
    '/api/institutions',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, body: ZLinkInstitutionRequest, response: { 201: ZInstitutionResponse } } },
    async (req, reply) => reply.status(201).send(await institutions.linkInstitution(deps, decidedWrite(req), req.body)),
  );
  app.post(
    '/api/institutions/:id/relink',
    {
      config: { access: clientDataWrite('accounts') },
      schema: { tags, params: ZIdParams, body: ZRelinkInstitutionRequest, response: { 200: ZInstitutionResponse } },
    },
    async (req) => institutions.relinkInstitution(deps, decidedWrite(req), req.params.id),
  );
  app.post(
    '/api/institutions/:id/sync',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, params: ZIdParams, body: ZEmpty, response: { 200: ZInstitutionResponse } } },
    async (req) => institutions.syncInstitutionNow(deps, decidedWrite(req), req.params.id),
  );
  app.delete(
    '/api/institutions/:id',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, params: ZIdParams, response: { 200: ZOkResponse } } },
    async (req) => institutions.removeInstitution(deps, decidedWrite(req), req.params.id),
  );
};
