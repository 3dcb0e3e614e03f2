import type { TReportDataQuery, TReportDataResponse, TReportSection } from '@finboard/contracts';
import { REPORT_PAGE_ONLY_TITLES, type ReportPageOnlyKind, type ReportRequestKind } from '@finboard/domain/reports';
import { type ClientDataRead, reportOwnerFor } from '../../access/client-data-read';
import { REPORT_PAGE_SCOPES, REPORT_SCOPES } from '../../access/report-access';
import { getClientProfile } from '../profile/profile.service';
import { getBalanceSheet } from '../balance-sheet/balance-sheet.service';
import { getIncome, getInsurance } from '../income/income.service';
import { loadReportBranding } from './report-branding.service';
import { loadReportModel } from './report-generation.service';
import type { ReportDeps, ReportReadDeps } from './report-deps';
import type { ReportDocumentModel } from './report-model';

/** The /pdf pages print the firm first among the contact lines, as they always have. */
const firmLine = (branding: ReportDocumentModel['branding']) => (branding.firmName ? [branding.firmName] : []);

function toResponse(model: Pick<ReportDocumentModel, 'title' | 'client' | 'generatedDate' | 'branding'>, sections: TReportSection[]): TReportDataResponse {
  return {
    title: model.title,
    clientName: `${model.client.firstName} ${model.client.lastName}`.trim() || model.client.email,
    generatedDate: model.generatedDate,
    branding: { name: model.branding.name, lines: [...firmLine(model.branding), ...model.branding.lines], logoUrl: model.branding.logoUrl },
    sections,
  };
}

/**
 * A report's data for the /pdf/* pages (spec 01 §2): the very model the PDF is printed from, so the
 * page and the PDF show the same numbers. Who may see it is decided as for a PDF.
 */
export async function getReportData(
  deps: ReportReadDeps,
  read: ClientDataRead,
  kind: ReportRequestKind,
  query: TReportDataQuery,
): Promise<TReportDataResponse> {
  reportOwnerFor(read, REPORT_SCOPES[kind]);
  const { userId: _chosenClient, ...options } = query;
  const model = await loadReportModel(deps, read, kind, options);
  return toResponse(model, model.sections);
}

/** The assets, income and insurance pages' data through the screens' own services (and their share switches). */
async function loadPageOnlySection(deps: ReportDeps, read: ClientDataRead, kind: ReportPageOnlyKind): Promise<TReportSection> {
  switch (kind) {
    case 'assets':
      return { kind, assets: await getBalanceSheet(deps.db, read, 'assets') };
    case 'income':
      return { kind, income: (await getIncome(deps.db, read)).income };
    case 'insurance':
      return { kind, insurance: (await getInsurance(deps.db, read)).insurance };
  }
}

/**
 * /pdf/user-assets, user-income and user-insurance: no PDF is made of them, but who may see them is
 * decided by the same resolver as a report (a client, or an advisor with a connected client under
 * that screen's switch), and the page is branded and titled as a report's.
 */
export async function getPageOnlyReportData(deps: ReportDeps, read: ClientDataRead, kind: ReportPageOnlyKind): Promise<TReportDataResponse> {
  reportOwnerFor(read, REPORT_PAGE_SCOPES[kind]);
  const [{ profile }, branding, section] = await Promise.all([
    getClientProfile(deps.db, read),
    loadReportBranding(deps, read.actor),
    loadPageOnlySection(deps, read, kind),
  ]);
  return toResponse({ title: REPORT_PAGE_ONLY_TITLES[kind], client: profile, branding, generatedDate: deps.today() }, [section]);
}
