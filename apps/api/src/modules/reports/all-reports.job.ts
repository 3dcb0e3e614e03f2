import { ZCreateReportRequest } from '@finboard/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseStoredJson } from '../../errors/stored-json';
import { type JobKind, type JobSchedule, PermanentJobError } from '../../jobs/job-runner';
import { decideReportJobRead } from '../../access/report-access';
import { loadActor } from '../session/session.service';
import { renderReportPdfOffThread } from './pdf/render-off-thread';
import { loadReportModel } from './report-generation.service';
import { deleteExpiredReportLinks, markReportDone, unsafeFindReportLink, updateReportProgress } from './report-links.repository';
import type { ReportDeps } from './report-deps';

export const ALL_REPORTS_JOB = 'reports.all';
export const PURGE_REPORTS_JOB = 'reports.purge-expired';
/** Its failures are for good (PermanentJobError): the second attempt is for a run cut off, which pg-boss counts as one. */
export const ALL_REPORTS_ATTEMPTS = 2;

/**
 * 'Download all Reports': every report in one PDF ('My Plan Report {year}'), its progress written
 * after each report. Access is decided again here, as the requester: a disconnect while it waited
 * fails it. Run again after a cut-off, it starts over (the link stays pending until it is done).
 */
export function allReportsJob(deps: ReportDeps): JobKind<{ linkId: string }> {
  return {
    kind: ALL_REPORTS_JOB,
    repeatable: true,
    parse: (payload) => z.object({ linkId: z.string().min(1) }).parse(payload),
    async run({ linkId }) {
      const link = await unsafeFindReportLink(deps.db, linkId);
      if (!link || link.status !== 'pending') return;
      try {
        const read = await decideReportJobRead(deps.db, await loadActor(deps.db, link.requesterId), link.userId);
        const options = parseStoredJson(ZCreateReportRequest, link.options, { table: 'report_links', column: 'options', rowId: link.id });
        // It runs just after its request committed, with no reader's mark to check: the primary reads it.
        const model = await loadReportModel({ ...deps, readDb: deps.db }, read, 'all', options, (done) => updateReportProgress(deps.db, linkId, done));
        // The long part (every report's layout and charts) on the renderer's worker thread.
        const pdf = await renderReportPdfOffThread(model);
        const storageKey = `${link.userId}/${randomUUID()}.pdf`;
        await deps.storage.put(storageKey, pdf, 'application/pdf');
        await markReportDone(deps.db, linkId, { status: 'ready', storageKey });
      } catch (error) {
        await markReportDone(deps.db, linkId, { status: 'failed' });
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

const PURGE_EVERY_MS = 15 * 60_000;

/** Expired links and their PDFs go every quarter hour (a link lives 15 minutes by default). */
export function purgeReportsSchedule(): JobSchedule {
  return {
    due: (now) => {
      const slot = Math.floor(now.getTime() / PURGE_EVERY_MS);
      return { kind: PURGE_REPORTS_JOB, payload: { slot }, dedupeKey: `${PURGE_REPORTS_JOB}:${slot}`, maxAttempts: 1 };
    },
  };
}

export function purgeReportsJob(deps: ReportDeps): JobKind<{ slot: number }> {
  return {
    kind: PURGE_REPORTS_JOB,
    repeatable: true,
    parse: (payload) => z.object({ slot: z.number().int() }).parse(payload),
    async run() {
      const keys = await deleteExpiredReportLinks(deps.db, deps.now());
      for (const key of keys) await deps.storage.delete(key);
    },
  };
}
