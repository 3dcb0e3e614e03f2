import {
  ZAdvisorOnboardingRequest,
  ZClientOnboarding,
  ZClientOnboardingResponse,
  ZFinancialFreedomRequest,
  ZUserResponse,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeAdvisorOnboarding, completeFinancialFreedom, getClientOnboarding, saveClientOnboarding } from './onboarding.service';
import { SIGNED_IN } from '../../access/route-policy';

export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['onboarding'];
  app.post('/api/onboarding/financial-freedom', { config: { access: SIGNED_IN }, schema: { tags, body: ZFinancialFreedomRequest, response: { 200: ZUserResponse } } }, async (req) =>
    completeFinancialFreedom(db, await req.getActor(), req.body),
  );
  app.get('/api/onboarding/client', { config: { access: SIGNED_IN }, schema: { tags, response: { 200: ZClientOnboardingResponse } } }, async (req) =>
    getClientOnboarding(db, await req.getActor()),
  );
  app.put('/api/onboarding/client', { config: { access: SIGNED_IN }, schema: { tags, body: ZClientOnboarding, response: { 200: ZClientOnboardingResponse } } }, async (req) =>
    saveClientOnboarding(db, await req.getActor(), req.body),
  );
  app.post('/api/onboarding/advisor', { config: { access: SIGNED_IN }, schema: { tags, body: ZAdvisorOnboardingRequest, response: { 200: ZUserResponse } } }, async (req) =>
    completeAdvisorOnboarding(db, await req.getActor(), req.body),
  );
};
