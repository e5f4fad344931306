import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy to a server, which a test takes down (connections cut, new ones refused) and brings back. */
export type TcpProxy = {
  port: number;
  /** Cuts every open connection and refuses new ones, as a stopped database does. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const serve = (): Server =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
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
    async close() {
      if (listening) await stop(server);
    },
  };
}
