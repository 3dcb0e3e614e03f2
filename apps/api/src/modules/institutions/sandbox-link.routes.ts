import { decidedWrite } from '../../access/client-data-write';
import { ZIdParams, ZOkResponse, ZSandboxInstitutionsResponse, ZSandboxPublicTokenRequest, ZSandboxPublicTokenResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxControls } from '../../providers/aggregation/aggregation-provider';
import { breakSandboxLogin, createSandboxPublicToken, listSandboxInstitutions } from './sandbox-link.service';
import type { SyncDeps } from './sync.service';
import { clientDataWrite } from '../../access/route-policy';

export const sandboxLinkRoutes: FastifyPluginAsyncZod<{ deps: SyncDeps; sandbox: SandboxControls | null }> = async (app, { deps, sandbox }) => {
  const tags = ['sandbox bank'];
  app.get(
    '/api/sandbox/institutions',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, response: { 200: ZSandboxInstitutionsResponse } } },
    async (req) => listSandboxInstitutions(sandbox, decidedWrite(req)),
  );
  app.post(
    '/api/sandbox/public-token',
    { config: { access: clientDataWrite('accounts') }, schema: { tags, body: ZSandboxPublicTokenRequest, response: { 200: ZSandboxPublicTokenResponse } } },
    async (req) => createSandboxPublicToken(sandbox, decidedWrite(req), req.body),
  );
  app.post(
    '/api/sandbox/institutions/:id/break-login',
    {
      config: { access: clientDataWrite('accounts') },
      schema: { tags, params: ZIdParams, body: z.object({}).strict().optional(), response: { 200: ZOkResponse } },
    },
    async (req) => breakSandboxLogin(deps, sandbox, decidedWrite(req), req.params.id),
  );
};
