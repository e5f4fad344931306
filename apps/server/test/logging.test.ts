import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type LoggerOptions, type TransportSingleOptions } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, REDACTED_PATHS } from '../src/logging.ts';
import { testConfig } from './helpers/app.ts';

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
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('sign in'));
    destination.end();

    const text = readFileSync(file, 'utf8');
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('token-secret');
  });
});
