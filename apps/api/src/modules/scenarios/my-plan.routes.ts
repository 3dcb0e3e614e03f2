import { ZMyPlanQuery, ZMyPlanResponse, ZSetActiveScenarioRequest } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyPlan, setActiveScenario } from './my-plan.service';
import type { ScenarioDeps } from './scenario-computation.service';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const myPlanRoutes: FastifyPluginAsyncZod<{ deps: ScenarioDeps }> = async (app, { deps }) => {
  const tags = ['my plan'];
  app.get(
    '/api/my-plan',
    { config: { access: clientDataRead('scenarios') }, schema: { tags, querystring: ZMyPlanQuery, response: { 200: ZMyPlanResponse } } },
    async (req) => getMyPlan(deps, decidedRead(req), req.query),
  );
  app.put(
    '/api/my-plan/active',
    { config: { access: clientDataWrite('scenarios') }, schema: { tags, body: ZSetActiveScenarioRequest, response: { 200: ZMyPlanResponse } } },
    async (req) => setActiveScenario(deps, decidedWrite(req), req.body),
  );
};
