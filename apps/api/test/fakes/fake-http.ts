import type { IncomingMessage, Server } from 'node:http';

// What every fake provider server does the same way: read a request's body, hang on demand, close.

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A provider that hangs: once `hang()` is called every request is read and never answered, its
 * connection left open, as a provider stuck behind a load balancer behaves. `close` drops them.
 */
export function hangSwitch() {
  let hanging = false;
  return {
    get hanging() {
      return hanging;
    },
    hang() {
      hanging = true;
    },
  };
}

/** Stops listening and drops every open connection (a hung one too), so a test's teardown never waits on one. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
