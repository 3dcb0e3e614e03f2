import { type TCreateReportRequest, type TReportLinkResponse, ZReportLinkResponse } from '@finboard/contracts';
import { REPORT_MESSAGES, REPORT_SLUGS, type ReportRequestKind } from '@finboard/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { withQuery } from '../config/paths';
import { api } from './api-client';
import { errorMessage } from './app-error';
import { notify, notifyError } from './notify';

// Report links are shared by Print Reports and the Quick Report's download (features never import
// each other), so asking for one and opening it live here.

/** Spec 01 §4: a report opens 1 s after its link arrives. */
export const REPORT_OPEN_DELAY_MS = 1000;

export function requestReport(kind: ReportRequestKind, userId: string | undefined, options: TCreateReportRequest = {}): Promise<TReportLinkResponse> {
  return api.post(withQuery(`/api/reports/${REPORT_SLUGS[kind]}`, { userId }), options, ZReportLinkResponse);
}

export function reportStatus(statusUrl: string): Promise<TReportLinkResponse> {
  return api.get(statusUrl, ZReportLinkResponse);
}

/** Opens the PDF in a new tab after the spec's second (the api's link is same-origin; the tab gets no opener). */
export function openReportLater(url: string): void {
  window.setTimeout(() => window.open(url, '_blank', 'noopener'), REPORT_OPEN_DELAY_MS);
}

/** One report: 'Your report is being generated', then its PDF in a new tab; a refusal as an error toast. */
export function useReportDownload(userId: string | undefined) {
  return useMutation({
    mutationFn: ({ kind, options }: { kind: Exclude<ReportRequestKind, 'all'>; options?: TCreateReportRequest }) => {
      notify({ color: 'teal', message: REPORT_MESSAGES.oneBeingGenerated });
      return requestReport(kind, userId, options);
    },
    onSuccess: (link) => openReportLater(link.url),
    onError: (error) => notifyError(errorMessage(error), 'Report not generated'),
  });
}
