import { type TReportDataQuery, ZReportDataResponse } from '@finboard/contracts';
import { REPORT_SLUGS, type ReportRequestKind } from '@finboard/domain/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A report's data as the api prints it into the PDF (GET /api/reports/{report}/data). */
export const reportDataQuery = (kind: ReportRequestKind, query: TReportDataQuery) =>
  queryOptions({
    queryKey: ['report-data', kind, query.userId ?? 'me', query.scenarioId ?? '', query.startDate ?? '', query.endDate ?? ''],
    queryFn: () => api.get(`/api/reports/${REPORT_SLUGS[kind]}/data`, ZReportDataResponse, query),
  });
