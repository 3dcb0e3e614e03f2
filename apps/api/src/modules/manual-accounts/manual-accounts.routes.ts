import { decidedWrite } from '../../access/client-data-write';
import { ZAccountResponse, ZIdParams, ZManualAccountRequest, ZOkResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addManualAccount, deleteAccount, type ManualDeps, updateManualAccount } from './manual-accounts.service';
import { clientDataWrite } from '../../access/route-policy';

export const manualAccountsRoutes: FastifyPluginAsyncZod<{ deps: ManualDeps }> = async (app, { deps }) => {
  const tags = ['accounts'];
  app.post(
    '/api/accounts/manual',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, body: ZManualAccountRequest, response: { 201: ZAccountResponse } } },
    async (req, reply) => reply.status(201).send(await addManualAccount(deps, decidedWrite(req), req.body)),
  );
  app.put(
    '/api/accounts/:id',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, params: ZIdParams, body: ZManualAccountRequest, response: { 200: ZAccountResponse } } },
    async (req) => updateManualAccount(deps, decidedWrite(req), req.params.id, req.body),
  );
  app.delete(
    '/api/accounts/:id',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, params: ZIdParams, response: { 200: ZOkResponse } } },
    async (req) => deleteAccount(deps, decidedWrite(req), req.params.id),
  );
};
