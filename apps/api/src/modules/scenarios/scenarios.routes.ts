import { signedInActor } from '../../access/access';
import {
  ZCreateScenarioRequest,
  ZListScenariosQuery,
  ZOkResponse,
  ZScenarioListResponse,
  ZScenarioParams,
  ZScenarioResponse,
  ZScenarioShareParams,
  ZScenarioSharesResponse,
  ZUpdateScenarioRequest,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myPlanRoutes } from './my-plan.routes';
import type { ScenarioDeps } from './scenario-computation.service';
import { listScenarios } from './scenario-list.service';
import { listScenarioShares, shareScenario, unshareScenario } from './scenario-sharing.service';
import { scenarioThumbnailsRoutes } from './scenario-thumbnails.routes';
import { copyScenario, createScenario, deleteScenario, getScenario, updateScenario } from './scenarios.service';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite, verified } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

// Bodyless POSTs: Fastify hands the schema null when nothing was sent.
const ZEmpty = z.object({}).strict().nullish();

/** /client/scenarios and the scenario dialogs; My Plan and the thumbnails register beside them. */
export const scenariosRoutes: FastifyPluginAsyncZod<{ deps: ScenarioDeps; maxBytes: number }> = async (app, { deps, maxBytes }) => {
  const tags = ['scenarios'];
  app.get(
    '/api/scenarios',
    { config: { access: clientDataRead('scenarios') }, schema: { tags, querystring: ZListScenariosQuery, response: { 200: ZScenarioListResponse } } },
    async (req) => listScenarios(deps, decidedRead(req), req.query),
  );
  app.post(
    '/api/scenarios',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, body: ZCreateScenarioRequest, response: { 201: ZScenarioResponse } } },
    async (req, reply) => reply.status(201).send(await createScenario(deps, decidedWrite(req), req.body)),
  );
  app.get(
    '/api/scenarios/:id',
    { config: { access: verified() }, schema: { tags, params: ZScenarioParams, response: { 200: ZScenarioResponse } } },
    async (req) => getScenario(deps, signedInActor(req), req.params.id),
  );
  app.patch(
    '/api/scenarios/:id',
    {
      config: { access: clientDataWrite('scenarios') },
      schema: { tags, params: ZScenarioParams, body: ZUpdateScenarioRequest, response: { 200: ZScenarioResponse } },
    },
    async (req) => updateScenario(deps, decidedWrite(req), req.params.id, req.body),
  );
  app.delete(
    '/api/scenarios/:id',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioParams, response: { 200: ZOkResponse } } },
    async (req) => deleteScenario(deps, decidedWrite(req), req.params.id),
  );
  app.post(
    '/api/scenarios/:id/copy',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioParams, body: ZEmpty, response: { 201: ZScenarioResponse } } },
    async (req, reply) => reply.status(201).send(await copyScenario(deps, decidedWrite(req), req.params.id)),
  );
  app.get(
    '/api/scenarios/:id/shares',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioParams, response: { 200: ZScenarioSharesResponse } } },
    async (req) => listScenarioShares(deps, decidedWrite(req), req.params.id),
  );
  app.post(
    '/api/scenarios/:id/shares/:advisorId',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioShareParams, body: ZEmpty, response: { 200: ZScenarioResponse } } },
    async (req) => shareScenario(deps, decidedWrite(req), req.params.id, req.params.advisorId),
  );
  app.delete(
    '/api/scenarios/:id/shares/:advisorId',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, params: ZScenarioShareParams, response: { 200: ZScenarioResponse } } },
    async (req) => unshareScenario(deps, decidedWrite(req), req.params.id, req.params.advisorId),
  );
  await app.register(scenarioThumbnailsRoutes, { deps, maxBytes });
  await app.register(myPlanRoutes, { deps });
};
