import { DrizzleQueryError } from 'drizzle-orm/errors';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Secrets never reach a log line: these paths are censored wherever a logged object carries them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["session-data"]',
  'req.headers["taka-render-credential"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'accessToken', 'sessionKey', 'code', 'body.code'].flatMap(
    (key) => [key, `*.${key}`],
  ),
];

type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  query?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  where?: string;
  cause?: SerializedError;
};

/**
 * pino's `err` serializer, made safe for secrets. A failed query's error carries its parameters (a one-time code,
 * a password hash, an SMS text) in its message, its stack and a `params` field; PostgreSQL's `detail` quotes the
 * row's values. Logged: the query text with placeholders, the SQLSTATE and where it was raised; never a value.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const serialized: SerializedError = { type: error.name, message: error.message, stack: error.stack ?? '' };
  if (error instanceof DrizzleQueryError) {
    serialized.message = 'Failed query';
    serialized.query = error.query;
    serialized.stack = framesOf(error.stack);
  }
  const fields = error as { code?: unknown; constraint?: unknown; table?: unknown; where?: unknown };
  if (typeof fields.code === 'string') serialized.sqlState = fields.code;
  if (typeof fields.constraint === 'string') serialized.constraint = fields.constraint;
  if (typeof fields.table === 'string') serialized.table = fields.table;
  if (typeof fields.where === 'string') serialized.where = fields.where;
  if (error.cause !== undefined && depth < 4) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** A stack without its first line(s), which repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * LOG_FORMAT, or by default readable lines for a developer at a terminal and JSON lines (one object per line) for
 * whatever else reads the log: production, tests, a file, a log collector.
 */
export function logFormatOf(config: Config, stdoutIsTTY: boolean): 'json' | 'pretty' {
  return config.logFormat ?? (config.nodeEnv === 'development' && stdoutIsTTY ? 'pretty' : 'json');
}

/** The fields of a request's one line (RequestLog), which its message says again for a reader. */
const REQUEST_LINE_FIELDS = ['method', 'url', 'statusCode', 'responseTime', 'errorCode'];

/**
 * pino-pretty in pino's worker thread; redaction and serializers have already run, in the app's thread. A request
 * is one terminal line: its message says its fields, shown after the request id.
 */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_LINE_FIELDS].join(','),
    messageFormat: '{if reqId}[{reqId}] {end}{msg}',
  },
};

/**
 * One line per request at info, when its answer has gone: method, URL, status, milliseconds and the catalogue code
 * of a refusal (the error handler's `request.errorCode`), with the request id like every line of the request. The
 * request's arrival (remote address, host) and a route not found are debug lines, for LOG_LEVEL=debug.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug('route not found');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else logAnswer(request, reply);
  }
}

/** A request's one line (RequestLog), once its answer has gone. */
export function logAnswer(request: FastifyRequest, reply: FastifyReply) {
  const { method, url, errorCode } = request;
  const { statusCode } = reply;
  const responseTime = Math.round(reply.elapsedTime);
  const line = { method, url, statusCode, responseTime, ...(errorCode ? { errorCode } : {}) };
  reply.log.info(
    line,
    `${method} ${url} ${statusCode} ${responseTime} ms${errorCode ? ` ${errorCode}` : ''}`,
  );
}

/** The logger's options; a `stream` (a test capturing the log) always gets JSON lines. */
export function loggerOptions(
  config: Config,
  stream?: LoggerOptions['stream'],
  stdoutIsTTY = process.stdout.isTTY === true,
): LoggerOptions {
  const pretty = !stream && logFormatOf(config, stdoutIsTTY) === 'pretty';
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
  };
}
