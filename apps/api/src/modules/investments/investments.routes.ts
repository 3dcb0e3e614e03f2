import {
  ZHoldingParams,
  ZInvestmentsQuery,
  ZInvestmentsResponse,
  ZPortfolioParams,
  ZPortfolioQuery,
  ZPortfolioResponse,
  ZSecurityParams,
  ZSecurityQuery,
  ZSecuritySummaryResponse,
} from '@finboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPortfolio, getSecuritySummary, getSecuritySummaryOfHolding, listInvestments } from './investments.service';
import type { MarketDataDeps } from './market-data.service';
import { clientDataRead } from '../../access/route-policy';
import { decidedRead } from '../../access/client-data-read';

export const investmentsRoutes: FastifyPluginAsyncZod<{ deps: MarketDataDeps }> = async (app, { deps }) => {
  const tags = ['investments'];
  app.get(
    '/api/investments',
    { config: { access: clientDataRead('investments') }, schema: { tags, querystring: ZInvestmentsQuery, response: { 200: ZInvestmentsResponse } } },
    async (req) => listInvestments(deps, decidedRead(req)),
  );
  app.get(
    '/api/investments/:accountId',
    {
      config: { access: clientDataRead('investments') },
      schema: { tags, params: ZPortfolioParams, querystring: ZPortfolioQuery, response: { 200: ZPortfolioResponse } },
    },
    async (req) => getPortfolio(deps, decidedRead(req), req.params.accountId, req.query.range),
  );
  app.get(
    '/api/investments/:accountId/securities/:holdingId',
    {
      config: { access: clientDataRead('investments') },
      schema: { tags, params: ZSecurityParams, querystring: ZSecurityQuery, response: { 200: ZSecuritySummaryResponse } },
    },
    async (req) => getSecuritySummary(deps, decidedRead(req), { ...req.params, range: req.query.range }),
  );
  app.get(
    '/api/investments/securities/:holdingId',
    {
      config: { access: clientDataRead('investments') },
      schema: { tags, params: ZHoldingParams, querystring: ZSecurityQuery, response: { 200: ZSecuritySummaryResponse } },
    },
    async (req) => getSecuritySummaryOfHolding(deps, decidedRead(req), { ...req.params, range: req.query.range }),
  );
};
