import { signedInActor } from '../../access/access';
import {
  ZAdvisorNumberResponse,
  ZClientInviteRequest,
  ZClientInviteResponse,
  ZCreateSourceRequest,
  ZDashboardQuery,
  ZDashboardResponse,
  ZFindNumbersQuery,
  ZFindNumbersResponse,
  ZFirstRunResponse,
  ZRegistrationSourcesResponse,
  ZRenewSourceRequest,
  ZSelectNumberRequest,
  ZSourceParams,
  ZSourceResponse,
  ZSubAdvisorInviteRequest,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verified } from '../../access/route-policy';
import { reusedPartsSerializerCompiler } from '../../platform/reused-parts-serializer';
import type { InvitationDeps } from '../invitations/invitations.service';
import { inviteClient } from './client-invite.service';
import { type DashboardDeps, getAdvisorDashboard } from './dashboard.service';
import { getFirstRunChecklist } from './first-run.service';
import { findLocalNumbers, getLocalNumber, type LocalNumberDeps, selectLocalNumber } from './local-number.service';
import { createSource, listSources, removeSource, renewSource, type SourcesDeps } from './registration-sources.service';
import { inviteSubAdvisor } from './sub-advisor-invite.service';

export type WorkspaceDeps = DashboardDeps & InvitationDeps & LocalNumberDeps & SourcesDeps;

/** The advisor's workspace: the dashboard and Client Linking (spec 01 §2). */
export const workspaceRoutes: FastifyPluginAsyncZod<{ deps: WorkspaceDeps }> = async (app, { deps }) => {
  const tags = ['workspace'];
  const advisorOnly = { access: verified('advisor') };

  // The figures are reused for a few seconds (DASHBOARD_CACHE_SECONDS), and so is their JSON.
  const dashboardSerializer = reusedPartsSerializerCompiler(['tiles', 'clientsBySource', 'clients']);
  app.get(
    '/api/advisor/dashboard',
    { config: advisorOnly, serializerCompiler: dashboardSerializer, schema: { tags, querystring: ZDashboardQuery, response: { 200: ZDashboardResponse } } },
    async (req) => getAdvisorDashboard({ ...deps, readDb: await req.readDb() }, signedInActor(req), req.query),
  );

  // A new advisor's first steps, ticked from its own data; the dashboard shows them until all are done.
  app.get('/api/advisor/first-run', { config: advisorOnly, schema: { tags, response: { 200: ZFirstRunResponse } } }, async (req) =>
    getFirstRunChecklist(deps.db, signedInActor(req)),
  );

  app.get('/api/advisor/sources', { config: advisorOnly, schema: { tags, response: { 200: ZRegistrationSourcesResponse } } }, async (req) =>
    listSources(deps, signedInActor(req)),
  );
  app.post(
    '/api/advisor/sources',
    { config: advisorOnly, schema: { tags, body: ZCreateSourceRequest, response: { 201: ZSourceResponse } } },
    async (req, reply) => reply.status(201).send({ source: await createSource(deps, signedInActor(req), req.body) }),
  );
  // Renewing an expired (or any) link of the advisor's own: a new last day, a newly signed link.
  app.patch(
    '/api/advisor/sources/:id',
    { config: advisorOnly, schema: { tags, params: ZSourceParams, body: ZRenewSourceRequest, response: { 200: ZSourceResponse } } },
    async (req) => ({
      source: await renewSource(deps, signedInActor(req), req.params.id, req.body),
    }),
  );
  // Deleting a source keeps the clients who came through it, and their source (the link rows hold its name).
  app.delete('/api/advisor/sources/:id', { config: advisorOnly, schema: { tags, params: ZSourceParams } }, async (req, reply) => {
    await removeSource(deps, signedInActor(req), req.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/advisor/invites',
    { config: advisorOnly, schema: { tags, body: ZClientInviteRequest, response: { 200: ZClientInviteResponse } } },
    async (req) => inviteClient(deps, signedInActor(req), req.body),
  );
  app.post(
    '/api/advisor/sub-advisors/invites',
    { config: advisorOnly, schema: { tags, body: ZSubAdvisorInviteRequest, response: { 200: ZClientInviteResponse } } },
    async (req) => inviteSubAdvisor(deps, signedInActor(req), req.body),
  );

  // Connect with SMS: Pick Number, Find Numbers by area code, Select Number.
  app.get('/api/advisor/phone-number', { config: advisorOnly, schema: { tags, response: { 200: ZAdvisorNumberResponse } } }, async (req) =>
    getLocalNumber(deps, signedInActor(req)),
  );
  app.get(
    '/api/advisor/phone-numbers/available',
    { config: advisorOnly, schema: { tags, querystring: ZFindNumbersQuery, response: { 200: ZFindNumbersResponse } } },
    async (req) => findLocalNumbers(deps, signedInActor(req), req.query.areaCode),
  );
  app.put(
    '/api/advisor/phone-number',
    { config: advisorOnly, schema: { tags, body: ZSelectNumberRequest, response: { 200: ZAdvisorNumberResponse } } },
    async (req) => selectLocalNumber(deps, signedInActor(req), req.body.phoneNumber),
  );
};
