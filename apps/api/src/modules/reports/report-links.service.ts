import { randomUUID } from 'node:crypto';
import { REPORT_LINK_EXPIRED, REPORT_LINK_NOT_FOUND, type TCreateReportRequest, type TReportLinkResponse } from '@finboard/contracts';
import { REPORT_MESSAGES, reportFileName, type ReportRequestKind } from '@finboard/domain/reports';
import type { Actor } from '../../access/actor';
import { type ClientDataRead, reportOwnerFor } from '../../access/client-data-read';
import { decideReportLinkRead, REPORT_SCOPES } from '../../access/report-access';
import { AppError, notFound } from '../../errors/app-error';
import { queueJob } from '../../jobs/job-runner';
import { ALL_REPORT_STEPS, buildReportPdf } from './report-generation.service';
import { insertReportLink, type ReportLinkRow, unsafeFindReportLinkByTokenHash } from './report-links.repository';
import { hashReportToken, newReportToken } from './report-token';
import type { ReportDeps, ReportReadDeps } from './report-deps';
import { ALL_REPORTS_ATTEMPTS, ALL_REPORTS_JOB } from './all-reports.job';

function toLinkResponse(row: ReportLinkRow, token: string): TReportLinkResponse {
  const key = encodeURIComponent(token);
  const status = row.status === 'ready' || row.status === 'failed' ? row.status : 'pending';
  return {
    url: `/api/reports/download?key=${key}`,
    statusUrl: `/api/reports/status?key=${key}`,
    fileName: row.fileName,
    status,
    progress: status === 'ready' ? 1 : Math.min(1, row.stepsDone / Math.max(1, row.stepCount)),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Generates a report (one report inline; all of them as a background job) and answers its link.
 * Only a client, or an advisor for a connected client sharing the report's switch, gets one.
 */
export async function createReport(
  deps: ReportReadDeps,
  read: ClientDataRead,
  kind: ReportRequestKind,
  options: TCreateReportRequest,
): Promise<TReportLinkResponse> {
  const ownerId = reportOwnerFor(read, REPORT_SCOPES[kind]);
  const requester = read.actor;
  const { token, tokenHash } = newReportToken();
  const now = deps.now();
  const base = {
    id: randomUUID(),
    tokenHash,
    userId: ownerId,
    requesterId: requester.userId,
    kind,
    options,
    fileName: reportFileName(kind, Number(deps.today().slice(0, 4))),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.linkTtlMs),
  };
  if (kind === 'all') {
    // Long (every report, several charts): a job on any instance, so no request waits on it.
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertReportLink(tx, { ...base, status: 'pending', stepCount: ALL_REPORT_STEPS });
      await queueJob(tx, {
        kind: ALL_REPORTS_JOB,
        payload: { linkId: inserted.id },
        dedupeKey: `${ALL_REPORTS_JOB}:${inserted.id}`,
        maxAttempts: ALL_REPORTS_ATTEMPTS,
      });
      return inserted;
    });
    return toLinkResponse(row, token);
  }
  const pdf = await buildReportPdf(deps, read, kind, options);
  const storageKey = `${ownerId}/${randomUUID()}.pdf`;
  await deps.storage.put(storageKey, pdf, 'application/pdf');
  return toLinkResponse(await insertReportLink(deps.db, { ...base, status: 'ready', storageKey }), token);
}

/**
 * The link a key opens, for its requester only (anyone else: NOT_FOUND, as for a guessed key),
 * while it has not expired, and while the requester may still see that client.
 */
async function openLink(deps: ReportDeps, actor: Actor, key: string): Promise<ReportLinkRow> {
  const row = await unsafeFindReportLinkByTokenHash(deps.db, hashReportToken(key));
  if (!row || row.requesterId !== actor?.userId) throw notFound(REPORT_LINK_NOT_FOUND);
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw notFound(REPORT_LINK_EXPIRED);
  await decideReportLinkRead(deps.db, actor, { ownerId: row.userId, kind: row.kind });
  return row;
}

export async function getReportStatus(deps: ReportDeps, actor: Actor, key: string): Promise<TReportLinkResponse> {
  return toLinkResponse(await openLink(deps, actor, key), key);
}

export async function downloadReport(deps: ReportDeps, actor: Actor, key: string): Promise<{ body: Buffer; fileName: string }> {
  const row = await openLink(deps, actor, key);
  if (row.status === 'pending') throw new AppError('CONFLICT', REPORT_MESSAGES.allBeingGenerated);
  const body = row.storageKey ? await deps.storage.get(row.storageKey) : null;
  if (!body) throw notFound(REPORT_LINK_NOT_FOUND);
  return { body, fileName: row.fileName };
}
