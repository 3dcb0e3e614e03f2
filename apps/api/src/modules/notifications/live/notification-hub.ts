import type { TNotification } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { NotificationRecipientRole } from '@finboard/domain';
import { AppError } from '../../../errors/app-error';
import { findLiveSessionIds } from '../../session/session.service';
import { encodeNotificationCursor } from '../notification-cursor';
import { toNotification } from '../notification-mapper';
import { findNotificationsByIds, type NotificationListRow } from '../notifications.repository';
import { type NotificationSignal, parseNotificationSignal } from './notification-channel';
import type { SseStream } from './sse-stream';

export interface NotificationHubLimits {
  /** Open streams one user may hold (tabs and devices together); the next is refused. */
  perUser: number;
  /** Open streams on this instance. */
  total: number;
  /** A comment this often keeps idle connections open. */
  pingMs: number;
  /** A stream is ended after this long, so its session is checked again when the browser reconnects. */
  maxAgeMs: number;
}

export const DEFAULT_HUB_LIMITS: NotificationHubLimits = { perUser: 8, total: 10_000, pingMs: 25_000, maxAgeMs: 15 * 60_000 };

const RETRY_AFTER_SECONDS = 60;

export const TOO_MANY_STREAMS_MESSAGE = 'Too many pages are following your notifications. Close a tab and try again.';
export const SERVER_BUSY_MESSAGE = 'Live notifications are busy. Your notifications still update every minute.';

/** An event a stream sends: a notification with its position as the event id. */
export interface LiveEvent {
  id: string;
  notification: TNotification;
}

export function liveEventOf(row: NotificationListRow, role: NotificationRecipientRole): LiveEvent {
  return { id: encodeNotificationCursor({ createdAt: row.exactCreatedAt, id: row.notification.id }), notification: toNotification(row, role) };
}

/** One open page. Until `goLive`, live events wait in `held` while the missed ones are replayed. */
export class LiveStream {
  readonly openedAt = Date.now();
  private held: LiveEvent[] | null = [];
  /**
   * What the replay sent, kept for the stream's life (at most MAX_REPLAYED ids): a notification's
   * signal can reach this instance after the replay read it and after goLive, and is then dropped.
   */
  private readonly replayed = new Set<string>();

  constructor(
    readonly userId: string,
    readonly role: NotificationRecipientRole,
    readonly stream: SseStream,
    /** The session it was opened with: when that ends (sign-out, reset, suspension…), so does the stream. */
    readonly sessionId: string | null,
  ) {}

  /** A missed notification, sent before any live one. */
  replay(event: LiveEvent): void {
    this.replayed.add(event.notification.id);
    this.stream.send('notification', event.notification, event.id);
  }

  deliver(event: LiveEvent): void {
    if (this.held) this.held.push(event);
    else if (!this.replayed.has(event.notification.id)) this.stream.send('notification', event.notification, event.id);
  }

  /** Sends what arrived during the replay (less what the replay already sent) and then everything as it comes. */
  goLive(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) if (!this.replayed.has(event.notification.id)) this.stream.send('notification', event.notification, event.id);
  }
}

/** Signals read together in one query at most. */
const MAX_BATCH = 500;

/**
 * This instance's open notification streams, fed by the channel every instance listens on: a
 * signal names the recipient, and only an instance with one of their pages open reads the
 * notification. Signals that arrive together are read in one query (a burst of events costs a
 * few reads, not one each), batch after batch, so each user's pages get them in commit order.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private pending: NotificationSignal[] = [];
  private flushing: Promise<void> | null = null;
  private size = 0;
  private readonly timer: NodeJS.Timeout;
  /** Users whose streams' sessions are to be checked again ('*': everyone's). */
  private revoked = new Set<string>();
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly limits: NotificationHubLimits = DEFAULT_HUB_LIMITS,
  ) {
    this.timer = setInterval(() => this.sweep(), Math.min(limits.pingMs, 5_000));
    this.timer.unref();
  }

  get openStreams(): number {
    return this.size;
  }

  /** Registers a page's stream; over either limit it is refused (429), and the page polls instead. */
  add(userId: string, role: NotificationRecipientRole, stream: SseStream, sessionId: string | null = null): LiveStream {
    const mine = this.byUser.get(userId) ?? new Set<LiveStream>();
    if (mine.size >= this.limits.perUser) throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS_MESSAGE, undefined, RETRY_AFTER_SECONDS);
    if (this.size >= this.limits.total) throw new AppError('RATE_LIMITED', SERVER_BUSY_MESSAGE, undefined, RETRY_AFTER_SECONDS);
    const live = new LiveStream(userId, role, stream, sessionId);
    mine.add(live);
    this.byUser.set(userId, mine);
    this.size += 1;
    stream.onClose(() => this.remove(live));
    return live;
  }

  /** A payload from the channel. */
  signal(payload: string): void {
    const signal = parseNotificationSignal(payload);
    if (!signal || !this.byUser.has(signal.userId)) return;
    this.pending.push(signal);
    this.flushing ??= this.flush();
  }

  /**
   * A session revocation (the sessions channel, this instance's or another's: a user's id, or '*'
   * after any sign-in, sign-out, reset or password change): the streams concerned check their
   * sessions again, and those whose session no longer lets its user in are ended. Revocations of
   * the same moment are checked together, in one query.
   */
  revoke(revocation: string): void {
    if (revocation !== '*' && !this.byUser.has(revocation)) return;
    this.revoked.add(revocation);
    this.checking ??= this.checkSessions();
  }

  /** The channel was lost for a while: every page reads its notifications again. */
  resyncAll(): void {
    for (const streams of this.byUser.values()) for (const live of streams) live.stream.send('resync', {});
  }

  /** Ends every stream (the server is closing; browsers reconnect to another instance). */
  close(): void {
    clearInterval(this.timer);
    for (const streams of [...this.byUser.values()]) for (const live of [...streams]) live.stream.end();
  }

  private async checkSessions(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.revoked.size > 0) {
      const users = this.revoked.has('*') ? [...this.byUser.keys()] : [...this.revoked];
      this.revoked = new Set();
      const streams = users.flatMap((userId) => [...(this.byUser.get(userId) ?? [])]);
      await this.endStreamsOfEndedSessions(streams).catch(this.onError);
    }
    this.checking = null;
  }

  private async endStreamsOfEndedSessions(streams: LiveStream[]): Promise<void> {
    const sessionIds = [...new Set(streams.flatMap((live) => (live.sessionId ? [live.sessionId] : [])))];
    const live = new Set(await findLiveSessionIds(this.db, sessionIds));
    // A stream without a known session cannot be vouched for: it ends too (the page reconnects and is checked).
    for (const stream of streams) if (!stream.sessionId || !live.has(stream.sessionId)) stream.stream.end();
  }

  private async flush(): Promise<void> {
    // Let the signals of the same moment gather first.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      await this.deliver(batch).catch(this.onError);
    }
    this.flushing = null;
  }

  private async deliver(batch: NotificationSignal[]): Promise<void> {
    const recipientOf = new Map(batch.filter((signal) => this.byUser.has(signal.userId)).map((signal) => [signal.id, signal.userId]));
    if (recipientOf.size === 0) return;
    const rows = await findNotificationsByIds(this.db, [...recipientOf.keys()]);
    for (const row of rows) {
      // Only to the user the row is for, whatever a signal claimed.
      if (recipientOf.get(row.notification.id) !== row.notification.userId) continue;
      for (const live of this.byUser.get(row.notification.userId) ?? []) live.deliver(liveEventOf(row, live.role));
    }
  }

  private remove(live: LiveStream): void {
    const mine = this.byUser.get(live.userId);
    if (!mine?.delete(live)) return;
    this.size -= 1;
    if (mine.size === 0) this.byUser.delete(live.userId);
  }

  private sweep(): void {
    const now = Date.now();
    for (const streams of [...this.byUser.values()]) {
      for (const live of [...streams]) {
        if (now - live.openedAt >= this.limits.maxAgeMs) live.stream.end();
        else live.stream.ping();
      }
    }
  }
}
