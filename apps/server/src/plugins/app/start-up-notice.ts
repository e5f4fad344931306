import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoSignIns, SEED_PASSWORD } from '../../db/seed/customers.ts';

/** The address a person opens for a server listening on `host`: every interface (0.0.0.0, ::) is this machine's. */
export function addressToOpen(host: string, port: number): string {
  const name = ['', '0.0.0.0', '::', '::0'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}

/**
 * Once the server listens, says which address to open and, outside production, who the demo customers are that
 * still sign in with the demo password: the README publishes it, for a first start to try.
 */
export default fp(
  async function startUpNotice(fastify: FastifyInstance) {
    fastify.addHook('onListen', async () => {
      const { port } = fastify.server.address() as AddressInfo;
      fastify.log.info(`Taka is running: open ${addressToOpen(fastify.config.host, port)}`);
      if (fastify.config.nodeEnv === 'production') return;
      const demo = await demoSignIns(fastify.db);
      if (demo.length === 0) return;
      const who = demo.map((customer) => `${customer.email} (${customer.fullName})`).join(', ');
      fastify.log.info(`Demo customers, password ${SEED_PASSWORD}: ${who}`);
    });
  },
  { name: 'start-up-notice', dependencies: ['database'] },
);
