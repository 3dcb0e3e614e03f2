// A TCP proxy between a server under test and PostgreSQL, to restart "PostgreSQL" as the server
// sees it without touching the machine's shared cluster: cut() ends every connection at once (as a
// restart does) and refuses new ones (the port is closed); restore() accepts again on the same port.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface CuttableProxy {
  /** host:port to put in the server's DATABASE_URL. */
  host: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { host: `127.0.0.1:${port}`, cut: stop, restore: listen, close: stop };
}
