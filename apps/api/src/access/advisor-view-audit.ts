import { randomUUID } from 'node:crypto';
import { advisorDataViews, type Db } from '@finboard/db';
import type { ClientDataScope } from '@finboard/domain';

interface PendingView {
  advisorId: string;
  clientId: string;
  scope: ClientDataScope;
  viewedAt: Date;
  /** Failed writes so far: a row that keeps failing (its client deleted meanwhile) is dropped after a few. */
  attempts?: number;
}

const MAX_ATTEMPTS = 3;

const FLUSH_INTERVAL_MS = 1000;
/** A page asks for the same data several times a second; one row a minute per (advisor, client, scope) tells the client all there is. */
const SAME_VIEW_WINDOW_MS = 60_000;

/**
 * The audit of advisors' reads, written beside the read rather than in it: a read queues its row
 * (never waiting for the database) and the queue is written in batches every second and when the
 * server closes. A request that fails after its access was granted is still recorded.
 */
export class AdvisorViewAudit {
  private pending: PendingView[] = [];
  /** When each (advisor, scope) last recorded each client: forgotten wholesale past a size, as it only saves rows. */
  private lastRecorded = new Map<string, Map<string, number>>();
  private recordedCount = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(view: PendingView): void {
    this.recordMany(view.advisorId, [view.clientId], view.scope, view.viewedAt);
  }

  /** One advisor's reads of many clients at once (the dashboard reads hundreds on every request). */
  recordMany(advisorId: string, clientIds: readonly string[], scope: ClientDataScope, viewedAt: Date): void {
    const viewerKey = `${advisorId}\u0000${scope}`;
    let lastOfClient = this.lastRecorded.get(viewerKey);
    if (!lastOfClient) {
      lastOfClient = new Map();
      this.lastRecorded.set(viewerKey, lastOfClient);
    }
    const at = viewedAt.getTime();
    for (const clientId of clientIds) {
      const last = lastOfClient.get(clientId);
      if (last !== undefined && at - last < SAME_VIEW_WINDOW_MS) continue;
      lastOfClient.set(clientId, at);
      this.recordedCount += 1;
      this.pending.push({ advisorId, clientId, scope, viewedAt });
    }
    if (this.pending.length > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  /** Writes what is queued; a failed batch is put back and tried again on the next flush. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (this.recordedCount > 10_000) {
      this.lastRecorded.clear();
      this.recordedCount = 0;
    }
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db
          .insert(advisorDataViews)
          .values(batch.map((view) => ({ id: randomUUID(), userId: view.clientId, advisorId: view.advisorId, scope: view.scope, viewedAt: view.viewedAt })));
      } catch (error) {
        this.pending.unshift(...batch.map((view) => ({ ...view, attempts: (view.attempts ?? 0) + 1 })).filter((view) => view.attempts < MAX_ATTEMPTS));
        this.onError(error);
      }
    });
    return this.flushing;
  }
}

const audits = new WeakMap<Db, AdvisorViewAudit>();

/** The audit writing to this database: the server registers its own (with its logger and close hook). */
export function registerAdvisorViewAudit(db: Db, audit: AdvisorViewAudit): void {
  audits.set(db, audit);
}

export function advisorViewAuditOf(db: Db): AdvisorViewAudit {
  let audit = audits.get(db);
  if (!audit) {
    audit = new AdvisorViewAudit(db, (error) => console.error('advisor view audit:', error));
    audits.set(db, audit);
  }
  return audit;
}
