import { randomUUID } from 'node:crypto';
import type { AuthSession, OutboxMessage } from '@taka/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { SEED_CUSTOMERS, SEED_PASSWORD } from '../../src/db/seed/customers.ts';
import { deriveSessionDataKey, encryptSessionData } from '../../src/modules/auth/session-data.ts';

export { SEED_CUSTOMERS, SEED_PASSWORD };
export const RAHIM = SEED_CUSTOMERS.rahim;
export const KARIM = SEED_CUSTOMERS.karim;

/** A signed-in device: its AuthSession and the headers every signed-in request carries. */
export type Device = {
  deviceId: string;
  session: AuthSession;
  /** Authorization + Session-Data for a request made at the clock's current time. */
  headers(overrides?: { epochMillis?: number; userId?: string; deviceId?: string }): Record<string, string>;
};

export function deviceFor(clock: Clock, session: AuthSession, deviceId: string): Device {
  const key = deriveSessionDataKey(session.sessionKey);
  return {
    deviceId,
    session,
    headers(overrides = {}) {
      return {
        authorization: `Bearer ${session.accessToken}`,
        'session-data': encryptSessionData(key, {
          userId: overrides.userId ?? session.user.id,
          deviceUniqueId: overrides.deviceId ?? deviceId,
          epochMillis: overrides.epochMillis ?? clock.now().getTime(),
        }),
      };
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  clock: Clock,
  credentials: { email: string; password?: string; ip?: string; deviceId?: string },
): Promise<Device> {
  const deviceId = credentials.deviceId ?? randomUUID();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: credentials.ip ?? '127.0.0.1',
    payload: {
      email: credentials.email,
      password: credentials.password ?? SEED_PASSWORD,
      deviceUniqueId: deviceId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return deviceFor(clock, response.json<AuthSession>(), deviceId);
}

/** A signed-in request from `device`. */
export function as(app: FastifyInstance, device: Device, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...device.headers(), ...options.headers } });
}

/** The newest message of the development outbox to `to`. */
export async function latestMessage(app: FastifyInstance, to: string): Promise<OutboxMessage | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: OutboxMessage[] }>().messages[0];
}

/** A refused answer as [status, error code], to compare in one expectation. */
export const refusal = (response: { statusCode: number; json(): { code: string } }) => [
  response.statusCode,
  response.json().code,
];
