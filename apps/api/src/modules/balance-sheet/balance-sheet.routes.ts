import { ZBalanceSheetResponse, ZClientScopeQuery } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBalanceSheet } from './balance-sheet.service';
import { clientDataRead } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const balanceSheetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const schema = { tags: ['accounts'], querystring: ZClientScopeQuery, response: { 200: ZBalanceSheetResponse } };
  app.get('/api/assets', { schema, config: { access: clientDataRead('assets') } }, async (req) => getBalanceSheet(db, decidedRead(req), 'assets'));
  app.get('/api/liabilities', { schema, config: { access: clientDataRead('liabilities') } }, async (req) =>
    getBalanceSheet(db, decidedRead(req), 'liabilities'),
  );
};
