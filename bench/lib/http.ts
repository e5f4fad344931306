import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AuthSession } from '@taka/contracts';
import { deriveSessionDataKey, encryptSessionData } from '../../apps/server/src/modules/auth/session-data.ts';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export type Answer = { status: number; body: string };

/** One HTTP call over a kept-alive connection (node:http: far lighter than fetch for a load generator). */
export function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A signed-in device: bearer token and a fresh Session-Data header on every call. */
export async function signIn(url: string, email: string, password: string) {
  const deviceUniqueId = randomUUID();
  const answer = await call(url, 'POST', '/api/auth/sign-in', { email, password, deviceUniqueId });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body}`);
  const session = JSON.parse(answer.body) as AuthSession;
  const key = deriveSessionDataKey(session.sessionKey);
  return {
    headers: (): Record<string, string> => ({
      authorization: `Bearer ${session.accessToken}`,
      'session-data': encryptSessionData(key, {
        userId: session.user.id,
        deviceUniqueId,
        epochMillis: Date.now(),
      }),
    }),
  };
}
export type BenchDevice = Awaited<ReturnType<typeof signIn>>;
