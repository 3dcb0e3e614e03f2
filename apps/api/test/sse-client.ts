import { request } from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
  id: string | undefined;
}

export interface SseConnection {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** The events named `event`, waiting (up to `timeoutMs`) until there are at least `count`. */
  waitFor(event: string, count?: number, timeoutMs?: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A browser's EventSource, by hand: the tests see each event, its id and when the server ends the stream. */
export function openSse(baseUrl: string, cookies: string[], lastEventId?: string): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const req = request(`${baseUrl}/api/notifications/stream`, { headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      res.setEncoding('utf8');
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      res.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('data'))
            events.push({ event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data') ?? 'null'), id: fields.get('id') });
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      const connection: SseConnection = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        waitFor(event, count = 1, timeoutMs = 2_000) {
          const named = () => events.filter((item) => item.event === event);
          if (named().length >= count) return Promise.resolve(named());
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`waited ${timeoutMs} ms for ${count} "${event}" events; got ${JSON.stringify(events)} (body ${body.slice(0, 300)})`));
            }, timeoutMs);
            const check = () => {
              if (named().length < count) return;
              clearTimeout(timer);
              waiters.delete(check);
              done(named());
            };
            waiters.add(check);
          });
        },
        close: () => req.destroy(),
      };
      resolve(connection);
    });
    req.end();
  });
}
