import { ZClientScopeQuery, ZIncome, ZIncomeResponse, ZInsurance, ZInsuranceResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getIncome, getInsurance, saveIncome, saveInsurance } from './income.service';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const incomeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['income and insurance'];
  app.get(
    '/api/income',
    { config: { access: clientDataRead('income') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZIncomeResponse } } },
    async (req) => getIncome(db, decidedRead(req)),
  );
  app.put('/api/income', { config: { access: clientDataWrite('income') }, schema: { tags, body: ZIncome, response: { 200: ZIncomeResponse } } }, async (req) =>
    saveIncome(db, decidedWrite(req), req.body),
  );
  app.get(
    '/api/insurance',
    { config: { access: clientDataRead('insurance') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZInsuranceResponse } } },
    async (req) => getInsurance(db, decidedRead(req)),
  );
  app.put(
    '/api/insurance',
    { config: { access: clientDataWrite('insurance') }, schema: { tags, body: ZInsurance, response: { 200: ZInsuranceResponse } } },
    async (req) => saveInsurance(db, decidedWrite(req), req.body),
  );
};
