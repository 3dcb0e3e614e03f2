import { signedInActor } from '../../access/access';
import { ZCreateReportRequest, ZReportDataQuery, ZReportDataResponse, ZReportKeyQuery, ZReportLinkResponse, ZReportQuery } from '@finboard/contracts';
import { REPORT_DATA_SLUGS, REPORT_PAGE_ONLY_KINDS, REPORT_SLUGS, type ReportRequestKind } from '@finboard/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_PAGE_SCOPES, REPORT_SCOPES } from '../../access/report-access';
import { clientDataRead, verified } from '../../access/route-policy';
import { getPageOnlyReportData, getReportData } from './report-data-page.service';
import { reportLinkErrorHandler } from './report-link-navigation';
import { createReport, downloadReport, getReportStatus } from './report-links.service';
import type { ReportDeps } from './report-deps';
import { decidedRead } from '../../access/client-data-read';

const KINDS = Object.keys(REPORT_SLUGS) as ReportRequestKind[];

/** A file name for Content-Disposition: ASCII for the plain parameter, the exact name in filename*. */
function contentDisposition(fileName: string): string {
  return `inline; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * getStatement and the report generators (spec 02 §7): POST /api/reports/{report}?userId= answers a
 * link; 'all' is generated in the background and its link turns ready. One route per report, so
 * each declares the share switch it needs.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ deps: ReportDeps }> = async (app, { deps }) => {
  const tags = ['reports'];
  for (const kind of KINDS) {
    app.post(
      `/api/reports/${REPORT_SLUGS[kind]}`,
      {
        config: { access: clientDataRead(REPORT_SCOPES[kind]) },
        schema: { tags, querystring: ZReportQuery, body: ZCreateReportRequest, response: { 200: ZReportLinkResponse } },
      },
      async (req) => createReport({ ...deps, readDb: await req.readDb() }, decidedRead(req), kind, req.body),
    );
    // The same report's data for its /pdf/* page.
    app.get(
      `/api/reports/${REPORT_SLUGS[kind]}/data`,
      { config: { access: clientDataRead(REPORT_SCOPES[kind]) }, schema: { tags, querystring: ZReportDataQuery, response: { 200: ZReportDataResponse } } },
      async (req) => getReportData({ ...deps, readDb: await req.readDb() }, decidedRead(req), kind, req.query),
    );
  }
  // /pdf/user-assets, user-income and user-insurance: data for a printable page, no PDF.
  for (const kind of REPORT_PAGE_ONLY_KINDS) {
    app.get(
      `/api/reports/${REPORT_DATA_SLUGS[kind]}/data`,
      { config: { access: clientDataRead(REPORT_PAGE_SCOPES[kind]) }, schema: { tags, querystring: ZReportDataQuery, response: { 200: ZReportDataResponse } } },
      async (req) => getPageOnlyReportData(deps, decidedRead(req), kind),
    );
  }
  app.get(
    '/api/reports/status',
    { config: { access: verified() }, schema: { tags, querystring: ZReportKeyQuery, response: { 200: ZReportLinkResponse } } },
    async (req) => getReportStatus(deps, signedInActor(req), req.query.key),
  );
  app.get(
    '/api/reports/download',
    // The PDF itself: binary, like the cash-flow workbook, so no JSON response schema. Opened in a
    // browser tab, its refusals (expired, guessed, signed out...) go to a page that explains them.
    { config: { access: verified() }, schema: { tags, querystring: ZReportKeyQuery }, errorHandler: reportLinkErrorHandler },
    async (req, reply) => {
      const { body, fileName } = await downloadReport(deps, signedInActor(req), req.query.key);
      // Private to the requester, and a link that may be refused after a disconnect: never cached.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
