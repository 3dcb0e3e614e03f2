import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each payload NOTIFY sends on its channel, and when some may have been missed. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is listening again: payloads sent in between never arrived. */
  onGap?(): void;
  onError?(error: Error): void;
}

export interface Listener {
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain lower-case names reach the statement.
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

/** PGlite is one connection in this process: its own LISTEN hears every NOTIFY, on commit. */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listener> {
  checkChannel(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
  return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
}

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * A connection of its own (a pooled one would be handed to other queries and lose its LISTEN),
 * connected again after a loss with growing delays; each reconnection reports a gap.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  checkChannel(channel);
  let client: pg.Client | null = null;
  let closed = false;
  let attempts = 0;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (error) handlers.onError?.(error);
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect(): void {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    attempts += 1;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          attempts = 0;
          if (!closed) handlers.onGap?.();
        },
        (error: unknown) => {
          handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
