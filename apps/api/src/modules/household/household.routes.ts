import { ZHouseholdParams, ZOkResponse, ZHouseholdResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verified } from '../../access/route-policy';
import { listHousehold, removeHouseholdMember } from './household.service';

/** A client's spouse or partner relations: listed on their profile, and removed by either of the two. */
export const householdRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['household'];
  const config = { access: verified('client') };
  app.get('/api/household', { config, schema: { tags, response: { 200: ZHouseholdResponse } } }, async (req) => listHousehold(db, await req.getActor()));
  app.delete('/api/household/:id', { config, schema: { tags, params: ZHouseholdParams, response: { 200: ZOkResponse } } }, async (req) => {
    await removeHouseholdMember(db, await req.getActor(), req.params.id);
    return { ok: true as const };
  });
};
