import { ZNetWorthQuery, ZNetWorthResponse } from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNetWorth, type NetWorthDeps } from './net-worth.service';
import { clientDataRead } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const netWorthRoutes: FastifyPluginAsyncZod<{ deps: NetWorthDeps }> = async (app, { deps }) => {
  app.get(
    '/api/net-worth',
    { config: { access: clientDataRead('netWorth') }, schema: { tags: ['net-worth'], querystring: ZNetWorthQuery, response: { 200: ZNetWorthResponse } } },
    async (req) => getNetWorth({ ...deps, readDb: await req.readDb() }, decidedRead(req), req.query),
  );
};
