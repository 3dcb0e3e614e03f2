import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type JobKind, type JobSchedule, PermanentJobError } from '../../jobs/job-runner';
import { EXPORT_JOB } from './account-export.service';
import { buildExportArchive } from './build-export.service';
import { deleteExpiredDataExports, markDataExport, unsafeFindDataExport } from './export.repository';
import type { PortabilityDeps } from './portability-deps';

/** Builds a requested export; run again after a cut-off, it starts over (the export stays pending until done). */
export function accountExportJob(deps: PortabilityDeps): JobKind<{ exportId: string }> {
  return {
    kind: EXPORT_JOB,
    repeatable: true,
    parse: (payload) => z.object({ exportId: z.string().min(1) }).parse(payload),
    async run({ exportId }) {
      const row = await unsafeFindDataExport(deps.db, exportId);
      if (!row || row.status !== 'pending') return;
      try {
        const archive = await buildExportArchive(deps.db, deps.storage, row.userId, deps.now());
        const storageKey = `${row.userId}/${randomUUID()}.zip`;
        await deps.storage.put(storageKey, archive, 'application/zip');
        await markDataExport(deps.db, exportId, { status: 'ready', storageKey, byteSize: archive.length });
      } catch (error) {
        await markDataExport(deps.db, exportId, { status: 'failed' });
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

export const PURGE_EXPORTS_JOB = 'account-data.purge-expired';
const PURGE_EVERY_MS = 60 * 60_000;

/** Expired exports and their ZIPs go every hour (a link lives 24 hours). */
export function purgeExportsSchedule(): JobSchedule {
  return {
    due: (now) => {
      const slot = Math.floor(now.getTime() / PURGE_EVERY_MS);
      return { kind: PURGE_EXPORTS_JOB, payload: { slot }, dedupeKey: `${PURGE_EXPORTS_JOB}:${slot}`, maxAttempts: 1 };
    },
  };
}

export function purgeExportsJob(deps: PortabilityDeps): JobKind<{ slot: number }> {
  return {
    kind: PURGE_EXPORTS_JOB,
    repeatable: true,
    parse: (payload) => z.object({ slot: z.number().int() }).parse(payload),
    async run() {
      for (const key of await deleteExpiredDataExports(deps.db, deps.now())) await deps.storage.delete(key);
    },
  };
}
