import { ZClientScopeQuery, ZEstate, ZEstateResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite } from '../../access/route-policy';
import { getEstate, saveEstate } from './estate.service';
import { decidedRead } from '../../access/client-data-read';

export const estateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['estate'];
  app.get(
    '/api/estate',
    { config: { access: clientDataRead('estate') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZEstateResponse } } },
    async (req) => getEstate(db, decidedRead(req)),
  );
  app.put('/api/estate', { config: { access: clientDataWrite('estate') }, schema: { tags, body: ZEstate, response: { 200: ZEstateResponse } } }, async (req) =>
    saveEstate(db, decidedWrite(req), req.body),
  );
};
