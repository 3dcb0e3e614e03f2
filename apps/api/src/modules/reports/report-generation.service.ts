import type { TCreateReportRequest } from '@finboard/contracts';
import { REPORT_KINDS, REPORT_LABELS, type ReportKind, type ReportRequestKind } from '@finboard/domain/reports';
import type { ClientDataRead } from '../../access/client-data-read';
import { AppError } from '../../errors/app-error';
import { getClientProfile } from '../profile/profile.service';
import { loadReportBranding } from './report-branding.service';
import { loadReportSection } from './report-data.service';
import type { ReportReadDeps } from './report-deps';
import type { ReportDocumentModel, ReportSection } from './report-model';

/** How many steps 'all' reports as progress: each report's data, then the PDF. */
export const ALL_REPORT_STEPS = REPORT_KINDS.length + 1;

/** In 'all', a report whose share switch is off says so on its page; alone, it is refused. */
async function loadSectionOrRefusal(deps: ReportReadDeps, read: ClientDataRead, kind: ReportKind, options: TCreateReportRequest): Promise<ReportSection> {
  try {
    return await loadReportSection(deps, read, kind, options);
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return { kind: 'refused', of: kind, message: error.message };
    throw error;
  }
}

/** A report's data under a decided read of the client, branded by who asks: what the PDF and the /pdf/* pages show. */
export async function loadReportModel(
  deps: ReportReadDeps,
  read: ClientDataRead,
  kind: ReportRequestKind,
  options: TCreateReportRequest,
  onStep?: (done: number) => Promise<void>,
): Promise<ReportDocumentModel> {
  const [{ profile }, branding] = await Promise.all([getClientProfile(deps.db, read), loadReportBranding(deps, read.actor)]);
  const sections: ReportSection[] = [];
  if (kind === 'all') {
    for (const [index, each] of REPORT_KINDS.entries()) {
      sections.push(await loadSectionOrRefusal(deps, read, each, options));
      await onStep?.(index + 1);
    }
  } else {
    sections.push(await loadReportSection(deps, read, kind, options));
  }
  const today = deps.today();
  const title = kind === 'all' ? `My Plan Report ${today.slice(0, 4)}` : REPORT_LABELS[kind];
  return { title, client: profile, branding, productName: deps.productName, generatedDate: today, sections };
}

export async function buildReportPdf(deps: ReportReadDeps, read: ClientDataRead, kind: ReportRequestKind, options: TCreateReportRequest): Promise<Buffer> {
  const model = await loadReportModel(deps, read, kind, options);
  // The PDF stack (react-pdf, ECharts, resvg) loads on the first report, not with the server:
  // importing it costs every server start (and every api test file) about a second.
  const { renderReportPdf } = await import('./pdf/report-document');
  return renderReportPdf(model);
}
