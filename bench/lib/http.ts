import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { AuthSession } from '@taka/contracts';
import { deriveSessionDataKey, encryptSessionData } from '../../apps/server/src/modules/auth/session-data.ts';

/** `head`: the status line and the header lines, as received. */
export type Answer = { status: number; head: string; body: string };

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** The values of header `name` (lower case) in `answer`, in order: Set-Cookie comes once per cookie. */
export function headerValues(answer: Answer, name: string): string[] {
  const prefix = `${name}:`;
  return answer.head
    .split('\r\n')
    .slice(1)
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/** The cookies the server has set, as a browser would send them back to it (no paths, expiry or domains). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(answer: Answer) {
    for (const cookie of headerValues(answer, 'set-cookie')) {
      const pair = cookie.split(';', 1)[0]!;
      const equals = pair.indexOf('=');
      if (equals > 0) this.#cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
    }
  }
  /** The Cookie header's value; empty when the server has set none. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * The body of a chunked answer from `start` in `received`, and where the answer ends; null while it has not all
 * arrived. Trailers are not expected (the server sends none).
 */
function readChunked(received: Buffer, start: number): { body: Buffer; end: number } | null {
  const chunks: Buffer[] = [];
  let at = start;
  for (;;) {
    const sizeEnd = received.indexOf(CRLF, at);
    if (sizeEnd < 0) return null;
    const size = parseInt(received.toString('latin1', at, sizeEnd), 16);
    const dataStart = sizeEnd + CRLF.length;
    if (received.length < dataStart + size + CRLF.length) return null;
    if (size === 0) return { body: Buffer.concat(chunks), end: dataStart + CRLF.length };
    chunks.push(received.subarray(dataStart, dataStart + size));
    at = dataStart + size + CRLF.length;
  }
}

/**
 * One client's kept-alive HTTP/1.1 connection, one request at a time, as wrk keeps them: node:http's client costs
 * about as much CPU per request as the server's own handling, and on the benchmark's machine the two share the
 * cores. Reads answers with Content-Length, which is how the server answers every uncompressed API call, or chunked.
 * A compressed body is left as it came (its text is then not the answer's).
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
    const bodyStart = headEnd + HEAD_END.length;
    let body: Buffer;
    let end: number;
    if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const chunked = readChunked(this.#received, bodyStart);
      if (!chunked) return;
      ({ body, end } = chunked);
    } else {
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      end = bodyStart + length;
      if (this.#received.length < end) return;
      body = this.#received.subarray(bodyStart, end);
    }
    const answer = { status: Number(head.slice(9, 12)), head, body: body.toString('utf8') };
    this.#received = this.#received.subarray(end);
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.resolve(answer);
  }
}

/**
 * A signed-in device: bearer token and a fresh Session-Data header on every call, and the cookies the sign-in answer
 * set (a browser's page loads send them).
 */
export async function signIn(connection: HttpConnection, email: string, password: string) {
  const deviceUniqueId = randomUUID();
  const answer = await connection.call('POST', '/api/auth/sign-in', { email, password, deviceUniqueId });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body}`);
  const session = JSON.parse(answer.body) as AuthSession;
  const cookies = new CookieJar();
  cookies.take(answer);
  const key = deriveSessionDataKey(session.sessionKey);
  return {
    cookies,
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
