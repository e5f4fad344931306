import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type LoggerOptions, type TransportSingleOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions, REDACTED_PATHS } from '../src/logging.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { RAHIM, signIn } from './helpers/client.ts';

const configFor = (env: Record<string, string>) => testConfig(env);
const development = configFor({ NODE_ENV: 'development' });
const transportOf = (options: ReturnType<typeof loggerOptions>) =>
  (options as { transport?: TransportSingleOptions }).transport;

describe('the log format', () => {
  it('is readable lines in development on a terminal', () => {
    expect(transportOf(loggerOptions(development, undefined, true))).toMatchObject({ target: 'pino-pretty' });
  });

  it.each([
    ['production on a terminal', { NODE_ENV: 'production' }, true],
    ['tests on a terminal', { NODE_ENV: 'test' }, true],
    ['development into a pipe or a file', { NODE_ENV: 'development' }, false],
    ['LOG_FORMAT=json in development on a terminal', { NODE_ENV: 'development', LOG_FORMAT: 'json' }, true],
  ])('is JSON lines in %s', (_where, env, stdoutIsTTY) => {
    expect(transportOf(loggerOptions(configFor(env), undefined, stdoutIsTTY))).toBeUndefined();
  });

  it('is readable lines wherever LOG_FORMAT=pretty asks for them', () => {
    const config = configFor({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' });
    expect(transportOf(loggerOptions(config, undefined, false))).toMatchObject({ target: 'pino-pretty' });
  });

  it('is JSON lines into a stream a test captures the log with', () => {
    const stream = { write: () => undefined };
    expect(transportOf(loggerOptions(development, stream, true))).toBeUndefined();
  });

  it('redacts the same secrets whatever the format', () => {
    for (const options of [
      loggerOptions(development, undefined, true),
      loggerOptions(development, undefined, false),
    ])
      expect(options.redact).toEqual({ paths: REDACTED_PATHS, censor: '[redacted]' });
  });

  it('writes a request as one readable line after its request id', async () => {
    const { transport, ...options } = loggerOptions(development, undefined, true) as LoggerOptions;
    const file = join(mkdtempSync(join(tmpdir(), 'taka-pretty-log-')), 'log');
    const pretty = transport as TransportSingleOptions;
    const destination = pino.transport({
      ...pretty,
      options: { ...pretty.options, destination: file, colorize: false },
    });
    const logger = pino(options, destination);

    logger
      .child({ reqId: 'req-7' })
      .info(
        { method: 'GET', url: '/api/x', statusCode: 404, responseTime: 3, errorCode: 'NOT_FOUND' },
        'GET /api/x 404 3 ms NOT_FOUND',
      );
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('GET /api/x'), { timeout: 10_000 });
    destination.end();

    expect(readFileSync(file, 'utf8')).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[req-7\] GET \/api\/x 404 3 ms NOT_FOUND\n$/,
    );
  });

  it('keeps secrets out of the readable lines', async () => {
    const { transport, ...options } = loggerOptions(development, undefined, true) as LoggerOptions;
    const file = join(mkdtempSync(join(tmpdir(), 'taka-pretty-log-')), 'log');
    const pretty = transport as TransportSingleOptions;
    const destination = pino.transport({ ...pretty, options: { ...pretty.options, destination: file } });
    const logger = pino(options, destination);

    logger.info(
      { password: 'hunter2-secret', req: { headers: { authorization: 'Bearer token-secret' } } },
      'sign in',
    );
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('sign in'), { timeout: 10_000 });
    destination.end();

    const text = readFileSync(file, 'utf8');
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('token-secret');
  });
});

type LogLine = { level: number; reqId?: string; msg: string; [field: string]: unknown };

describe('the request log', () => {
  let info: TestApp;
  let debug: TestApp;
  beforeAll(async () => {
    debug = await startTestApp({ env: { LOG_LEVEL: 'debug' } });
    info = await startTestApp({ database: debug.database, clock: debug.clock, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await info.close();
    await debug.close();
  });

  /** The log lines of the request answered by `response`, by the request id it names. */
  const linesOf = (t: TestApp, response: { headers: Record<string, unknown> }) =>
    t.logs
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.reqId === response.headers['x-request-id']);

  it('is one line at info: method, URL, status and time, and the code of a refusal', async () => {
    const device = await signIn(info.app, info.clock, { email: RAHIM.email });
    const answered = await info.app.inject({
      method: 'GET',
      url: '/api/common/user',
      headers: device.headers(),
    });
    expect(answered.statusCode).toBe(200);
    const [line, ...more] = linesOf(info, answered);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/common/user', statusCode: 200 });
    expect(line!.responseTime).toEqual(expect.any(Number));
    expect(line!.msg).toBe(`GET /api/common/user 200 ${line!.responseTime} ms`);
    expect(JSON.stringify(line)).not.toContain(device.session.accessToken);

    for (const [url, status, code] of [
      ['/api/common/user', 401, 'SESSION_REQUIRED'],
      ['/api/no-such-route?x=1', 404, 'NOT_FOUND'],
      ['/api/statement/%E0%A4%A', 400, 'MALFORMED_REQUEST'],
    ] as const) {
      const refused = await info.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(status);
      expect(linesOf(info, refused), url).toEqual([
        expect.objectContaining({ level: 30, method: 'GET', url, statusCode: status, errorCode: code }),
      ]);
    }
  });

  it('tells at debug how each request arrived too', async () => {
    const response = await debug.app.inject({ method: 'GET', url: '/api/meta/client-config' });
    expect(linesOf(debug, response)).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'incoming request',
        req: expect.objectContaining({
          method: 'GET',
          url: '/api/meta/client-config',
          remoteAddress: '127.0.0.1',
        }),
      }),
      expect.objectContaining({ level: 30, statusCode: 200 }),
    ]);
  });
});
