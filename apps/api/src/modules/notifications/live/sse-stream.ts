import type { ServerResponse } from 'node:http';

/** How much one page may leave unread before it is dropped (it reconnects and resumes from its last id). */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** Server-Sent Events on a hijacked response: writes never wait, so one slow page holds up no one. */
export class SseStream {
  private closed = false;
  private readonly closeHandlers: Array<() => void> = [];

  constructor(private readonly response: ServerResponse) {
    response.on('close', () => this.markClosed());
  }

  /** The headers and the browser's reconnection delay; before any event. */
  open(headers: Record<string, string>, retryMs: number): void {
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${retryMs}\n\n`);
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** One event; `data` is JSON, so it holds no line breaks an event would split on. */
  send(event: string, data: unknown, id?: string): void {
    const idLine = id === undefined ? '' : `id: ${id}\n`;
    this.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps idle connections (and the proxies between) open. */
  ping(): void {
    this.write(': ping\n\n');
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  end(): void {
    if (this.closed) return;
    this.response.end();
    this.markClosed();
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      // A reader this far behind is dropped rather than buffered without end.
      this.response.destroy();
      this.markClosed();
      return;
    }
    this.response.write(text);
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
