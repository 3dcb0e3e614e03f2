import type { TReportDataQuery, TReportDataResponse } from '@finboard/contracts';
import type { ReportRequestKind } from '@finboard/domain/reports';
import type { Actor } from '../../access/actor';
import { REPORT_SCOPES, resolveReportOwner } from '../../access/report-access';
import { loadReportModel } from './report-generation.service';
import type { ReportDeps } from './report-deps';

/**
 * A report's data for the /pdf/* pages (spec 01 §2): the very model the PDF is printed from, so the
 * page and the PDF show the same numbers. Who may see it is decided as for a PDF.
 */
export async function getReportData(deps: ReportDeps, actor: Actor | null, kind: ReportRequestKind, query: TReportDataQuery): Promise<TReportDataResponse> {
  await resolveReportOwner(deps.db, actor, query.userId, REPORT_SCOPES[kind]);
  const { userId, ...options } = query;
  const model = await loadReportModel(deps, actor as Actor, kind, { userId, options });
  return {
    title: model.title,
    clientName: `${model.client.firstName} ${model.client.lastName}`.trim() || model.client.email,
    generatedDate: model.generatedDate,
    branding: { name: model.branding.name, lines: model.branding.lines, logoUrl: model.branding.logoUrl },
    sections: model.sections,
  };
}
