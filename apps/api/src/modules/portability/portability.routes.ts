import { signedInActor } from '../../access/access';
import {
  ZAccountDataResponse,
  ZClientsHandOverRequest,
  ZClientsHandOverResponse,
  ZDataExport,
  ZDataExportParams,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
  ZDisconnectAllClientsRequest,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, verified } from '../../access/route-policy';
import { deleteAccount, type DeletionDeps, disconnectAllClientsProved, handOverClientsProved } from './account-deletion.service';
import { downloadExport, getAccountData, getExport, requestExport } from './account-export.service';
import type { PortabilityDeps } from './portability-deps';

const tags = ['account-data'];
const ZEmptyBody = z.object({}).strict().optional();

/** /account-data: 'Download my data' (a ZIP made in the background, 24 hours, its owner only) and 'Delete my account'. */
export const portabilityRoutes: FastifyPluginAsyncZod<{
  deps: PortabilityDeps & DeletionDeps & { productName: string };
  rateLimit: { max: number; windowMs: number };
}> = async (app, { deps, rateLimit }) => {
  app.get('/api/account-data', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZAccountDataResponse } } }, async (req) =>
    getAccountData(deps, signedInActor(req)),
  );

  app.post(
    '/api/account-data/exports',
    // Each export reads every table of the account: a few an hour is plenty.
    { config: { access: SIGNED_IN, rateLimit: { max: 10, timeWindow: 60 * 60_000 } }, schema: { tags, body: ZEmptyBody, response: { 200: ZDataExport } } },
    async (req) => requestExport(deps, signedInActor(req)),
  );

  app.get(
    '/api/account-data/exports/:id',
    { config: { access: SIGNED_IN }, schema: { tags, params: ZDataExportParams, response: { 200: ZDataExport } } },
    async (req) => getExport(deps, signedInActor(req), req.params.id),
  );

  app.get('/api/account-data/exports/:id/download', { config: { access: SIGNED_IN }, schema: { tags, params: ZDataExportParams } }, async (req, reply) => {
    const { body, fileName } = await downloadExport(deps, signedInActor(req), req.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  // Before an advisor's deletion: every connected client handed to another advisor of the firm, or disconnected.
  app.post(
    '/api/account-data/clients/hand-over',
    // The whole book moves at once: proved with the password as 'Disconnect all' is, and limited like a sign-in.
    {
      config: { access: verified('advisor'), rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: { tags, body: ZClientsHandOverRequest, response: { 200: ZClientsHandOverResponse } },
    },
    async (req) => handOverClientsProved(deps, signedInActor(req), req.body),
  );

  app.post(
    '/api/account-data/clients/disconnect',
    // A password is checked here too: attempts are limited as a sign-in's are.
    {
      config: { access: verified('advisor'), rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: { tags, body: ZDisconnectAllClientsRequest, response: { 200: ZClientsHandOverResponse } },
    },
    async (req) => disconnectAllClientsProved(deps, signedInActor(req), req.body.password),
  );

  app.post(
    '/api/account-data/delete',
    // A password is checked here: attempts are limited per address as a sign-in's are (AUTH_RATE_LIMIT_*).
    {
      config: { access: SIGNED_IN, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      schema: { tags, body: ZDeleteAccountRequest, response: { 200: ZDeleteAccountResponse } },
    },
    // The sessions go with the account's rows: the browser's cookie opens nothing from now on.
    async (req) => deleteAccount(deps, signedInActor(req), req.body),
  );
};
