import { signedInActor } from '../../access/access';
import {
  ZAdvisorOnboardingRequest,
  ZClientOnboarding,
  ZClientOnboardingResponse,
  ZClientScopeQuery,
  ZFinancialFreedomRequest,
  ZUserResponse,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeAdvisorOnboarding, completeFinancialFreedom, getClientOnboarding, getClientOnboardingFor, saveClientOnboarding } from './onboarding.service';
import { clientDataRead, roles } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['onboarding'];
  app.post(
    '/api/onboarding/financial-freedom',
    { config: { access: roles('client') }, schema: { tags, body: ZFinancialFreedomRequest, response: { 200: ZUserResponse } } },
    async (req) => completeFinancialFreedom(db, signedInActor(req), req.body),
  );
  app.get('/api/onboarding/client', { config: { access: roles('client') }, schema: { tags, response: { 200: ZClientOnboardingResponse } } }, async (req) =>
    getClientOnboarding(db, signedInActor(req)),
  );
  app.get(
    '/api/clients/onboarding',
    { config: { access: clientDataRead('profile') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZClientOnboardingResponse } } },
    async (req) => getClientOnboardingFor(db, decidedRead(req)),
  );
  app.put(
    '/api/onboarding/client',
    { config: { access: roles('client') }, schema: { tags, body: ZClientOnboarding, response: { 200: ZClientOnboardingResponse } } },
    async (req) => saveClientOnboarding(db, signedInActor(req), req.body),
  );
  app.post(
    '/api/onboarding/advisor',
    { config: { access: roles('advisor') }, schema: { tags, body: ZAdvisorOnboardingRequest, response: { 200: ZUserResponse } } },
    async (req) => completeAdvisorOnboarding(db, signedInActor(req), req.body),
  );
};
