import {
  ZCashFlowAccountsResponse,
  ZCashFlowCountQuery,
  ZCashFlowCountResponse,
  ZCashFlowQuery,
  ZCashFlowReportQuery,
  CASH_FLOW_REPORT_FILE_NAME,
  ZCashFlowResponse,
  ZClientScopeQuery,
  ZMarkTransferRequest,
  ZMarkTransferResponse,
  ZRecategorizePreviewResponse,
  ZRecategorizeRequest,
  ZRecategorizeResponse,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CashFlowDeps,
  getCashFlow,
  getCashFlowAccounts,
  getCashFlowCount,
  getCashFlowReport,
  previewRecategorize,
  recategorize,
} from './cash-flow.service';
import { markTransfer } from './transfers.service';
import { decidedWrite } from '../../access/client-data-write';
import { clientDataRead, clientDataWrite } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const cashFlowRoutes: FastifyPluginAsyncZod<{ deps: CashFlowDeps }> = async (app, { deps }) => {
  const tags = ['cash-flow'];
  app.get(
    '/api/cash-flow',
    { config: { access: clientDataRead('cashFlow') }, schema: { tags, querystring: ZCashFlowQuery, response: { 200: ZCashFlowResponse } } },
    async (req) => getCashFlow({ ...deps, readDb: await req.readDb() }, decidedRead(req), req.query),
  );
  app.get(
    '/api/cash-flow/report.xlsx',
    { config: { access: clientDataRead('cashFlow') }, schema: { tags, querystring: ZCashFlowReportQuery } },
    async (req, reply) => {
      const workbook = await getCashFlowReport({ ...deps, readDb: await req.readDb() }, decidedRead(req), req.query);
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename="${CASH_FLOW_REPORT_FILE_NAME}"`);
      return reply.send(workbook);
    },
  );
  app.get(
    '/api/cash-flow/count',
    { config: { access: clientDataRead('cashFlow') }, schema: { tags, querystring: ZCashFlowCountQuery, response: { 200: ZCashFlowCountResponse } } },
    async (req) => getCashFlowCount(deps, decidedRead(req), req.query),
  );
  app.get(
    '/api/cash-flow/accounts',
    { config: { access: clientDataRead('cashFlow') }, schema: { tags, querystring: ZClientScopeQuery, response: { 200: ZCashFlowAccountsResponse } } },
    async (req) => getCashFlowAccounts(deps.db, decidedRead(req)),
  );
  app.post(
    '/api/cash-flow/recategorize',
    { config: { access: clientDataWrite('cashFlow') }, schema: { tags, body: ZRecategorizeRequest, response: { 200: ZRecategorizeResponse } } },
    async (req) => recategorize(deps, decidedWrite(req), req.body),
  );
  // A dry run of the move above, with the same body: what it would move, shown before the client confirms.
  app.post(
    '/api/cash-flow/recategorize/preview',
    { config: { access: clientDataWrite('cashFlow') }, schema: { tags, body: ZRecategorizeRequest, response: { 200: ZRecategorizePreviewResponse } } },
    async (req) => previewRecategorize(deps, decidedWrite(req), req.body),
  );
  app.post(
    '/api/cash-flow/transfer',
    { config: { access: clientDataWrite('cashFlow') }, schema: { tags, body: ZMarkTransferRequest, response: { 200: ZMarkTransferResponse } } },
    async (req) => markTransfer(deps, decidedWrite(req), req.body),
  );
};
