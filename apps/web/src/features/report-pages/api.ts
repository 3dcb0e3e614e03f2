import { type TReportDataQuery, ZReportDataResponse } from '@finboard/contracts';
import { REPORT_DATA_SLUGS, type ReportPageKind } from '@finboard/domain/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A report's data as the api prints it into the PDF (GET /api/reports/{report}/data). */
export const reportDataQuery = (kind: ReportPageKind, query: TReportDataQuery) =>
  queryOptions({
    queryKey: ['report-data', kind, query.userId ?? 'me', query.scenarioId ?? '', query.startDate ?? '', query.endDate ?? ''],
    queryFn: () => api.get(`/api/reports/${REPORT_DATA_SLUGS[kind]}/data`, ZReportDataResponse, query),
  });
