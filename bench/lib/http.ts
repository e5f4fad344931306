import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { AuthSession } from '@taka/contracts';
import { deriveSessionDataKey, encryptSessionData } from '../../apps/server/src/modules/auth/session-data.ts';

export type Answer = { status: number; body: string };

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One client's kept-alive HTTP/1.1 connection, one request at a time, as wrk keeps them: node:http's client costs
 * about as much CPU per request as the server's own handling, and on the benchmark's machine the two share the
 * cores. Reads answers with Content-Length, which is how the server answers every API call.
 */
export class HttpConnection {
  readonly #socket: Socket;
  readonly #host: string;
  #received: Buffer = Buffer.alloc(0);
  #waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;

  constructor(url: string) {
    const { hostname, port, host } = new URL(url);
    this.#host = host;
    this.#socket = connect({ host: hostname, port: Number(port), noDelay: true });
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', (error) => this.#waiting?.reject(error));
    this.#socket.on('close', () => this.#waiting?.reject(new Error('connection closed')));
  }

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    if (this.#waiting) throw new Error('one request at a time on a connection');
    const payload = body === undefined ? '' : JSON.stringify(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.#host}\r\n`;
    if (payload)
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(`${head}\r\n${payload}`);
    });
  }

  close() {
    this.#socket.destroy();
  }

  #read(chunk: Buffer) {
    this.#received = this.#received.length ? Buffer.concat([this.#received, chunk]) : chunk;
    const headEnd = this.#received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.#received.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const bodyStart = headEnd + HEAD_END.length;
    if (this.#received.length < bodyStart + length) return;
    const answer = {
      status: Number(head.slice(9, 12)),
      body: this.#received.toString('utf8', bodyStart, bodyStart + length),
    };
    this.#received = this.#received.subarray(bodyStart + length);
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.resolve(answer);
  }
}

/** A signed-in device: bearer token and a fresh Session-Data header on every call. */
export async function signIn(connection: HttpConnection, email: string, password: string) {
  const deviceUniqueId = randomUUID();
  const answer = await connection.call('POST', '/api/auth/sign-in', { email, password, deviceUniqueId });
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
