import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy to a server, which a test takes down (connections cut, new ones refused) and brings back. */
export type TcpProxy = {
  port: number;
  /** Cuts every open connection and refuses new ones, as a stopped database does. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Forwards nothing more, on open connections and new ones alike, as a hung database does; `thaw` resumes. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  /** What arrived while frozen, delivered in order on thaw. */
  let held: [Socket, Buffer][] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push([to, chunk]);
      else to.write(chunk);
    });
  const serve = (): Server =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  let server = serve();
  const port = await listen(server, 0);
  let listening = true;
  return {
    port,
    async down() {
      listening = false;
      await stop(server);
    },
    async up() {
      server = serve();
      await listen(server, port);
      listening = true;
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    async close() {
      if (listening) await stop(server);
    },
  };
}
