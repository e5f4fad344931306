import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, found from this file's location (apps/server/src), never from the working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['json', 'pretty'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `https://bank.example` or `http://localhost:8080`: a scheme, host and port, nothing more. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(REPO_ROOT, 'data'))),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    DEMO_LAYER: z.preprocess(emptyAsUndefined, z.stringbool().default(true)),
    SESSION_IDLE_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1440).default(5)),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(REPO_ROOT, 'apps/web/dist'))),
    /** Pages that may wait for a render thread; beyond them a page is answered PAGES_BUSY (503) at once. */
    RENDER_QUEUE_LIMIT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(10_000).default(16),
    ),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(LOG_FORMATS).optional()),
    /** Requests per minute and client IP (and per e-mail) on each sign-in, sign-up, password and unlock route. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
    /** Per signed-in customer and minute on each route that sends a one-time code or moves money. */
    MONEY_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
    /** Trust X-Forwarded-For from a load balancer in front of the server. */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
    /** Whoever sends it as a bearer token may read GET /metrics; unset, /metrics does not exist. */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /**
     * The bearer credential of the bank's systems that publish notifications (POST
     * /api/notification-service/instant-notification); unset, that route does not exist (404).
     */
    NOTIFICATION_SERVICE_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /**
     * Passkeys (decision 030): the relying party's id (the site's domain), the name authenticators show, and the
     * origins (comma-separated) pages that use passkeys are served from. They default to localhost and
     * http://localhost:PORT: a deployment on its own domain sets both, or passkeys cannot be created or used there.
     */
    WEBAUTHN_RP_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9.-]+$/, 'must be a domain name (no scheme, port or path)')
        .optional(),
    ),
    WEBAUTHN_RP_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(64).default('Taka')),
    WEBAUTHN_ORIGINS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((list) => list.split(',').map((origin) => origin.trim()))
        .pipe(
          z.array(z.string().refine(isOrigin, 'each must be an origin such as https://bank.example')).min(1),
        )
        .optional(),
    ),
    /** After SIGTERM: how long to keep serving while not ready, so the load balancer moves traffic away first. */
    SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).default(0)),
    /** After SIGTERM: the longest the whole shutdown may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    ),
    /** The notification stream's heartbeat, below every proxy's idle timeout (deploy/haproxy.cfg: 30 s). */
    STREAM_HEARTBEAT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(50).max(60_000).default(20_000),
    ),
    /** How often the scheduler looks for standing instructions' runs that are due (decision 028); 0: never. */
    SCHEDULER_INTERVAL_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    ),
    /** How often the simulated back office moves service requests on (decision 032); 0 switches it off (tests). */
    BACK_OFFICE_INTERVAL_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    const rpId = env.WEBAUTHN_RP_ID ?? 'localhost';
    for (const origin of env.WEBAUTHN_ORIGINS ?? []) {
      const host = new URL(origin).hostname;
      if (host !== rpId && !host.endsWith(`.${rpId}`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['WEBAUTHN_ORIGINS'],
          message: `${origin} is not on WEBAUTHN_RP_ID (${rpId}) or a subdomain of it`,
        });
      }
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Set: rate limits are counted in Redis (several instances); unset: in memory. */
  redisUrl: string | undefined;
  jwtSecret: string;
  /** DEMO_LAYER, unless the web build holds no demo layer (webBuildHoldsDemoLayer). */
  demoLayer: boolean;
  sessionIdleMinutes: number;
  webDistDir: string;
  renderQueueLimit: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Unset: readable lines in development on a terminal, else JSON lines (logging.ts). */
  logFormat: (typeof LOG_FORMATS)[number] | undefined;
  authRateLimitPerMinute: number;
  /** 0: the back office does not run by itself. */
  backOfficeIntervalMs: number;
  moneyRateLimitPerMinute: number;
  trustProxy: boolean;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  streamHeartbeatMs: number;
  /** 0: the scheduler does not run by itself (tests drive it). */
  schedulerIntervalMs: number;
  metricsToken: string | undefined;
  /** Unset: nothing can publish notifications (decision 026). */
  notificationServiceToken: string | undefined;
  /** Passkeys' relying party (decision 030). */
  webauthn: { rpId: string; rpName: string; origins: string[] };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration once from `env` (the process environment by default). An invalid value throws a
 * ConfigError naming every offending variable. Outside production a missing JWT_SECRET is generated once and kept
 * in `DATA_DIR/jwt-secret` (mode 0600) so tokens survive a restart.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const webDistDir = resolve(e.WEB_DIST_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    demoLayer: e.DEMO_LAYER && webBuildHoldsDemoLayer(webDistDir),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    webDistDir,
    renderQueueLimit: e.RENDER_QUEUE_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    moneyRateLimitPerMinute: e.MONEY_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    streamHeartbeatMs: e.STREAM_HEARTBEAT_MS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    backOfficeIntervalMs: e.BACK_OFFICE_INTERVAL_MS,
    metricsToken: e.METRICS_TOKEN,
    notificationServiceToken: e.NOTIFICATION_SERVICE_TOKEN,
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID ?? 'localhost',
      rpName: e.WEBAUTHN_RP_NAME,
      origins: e.WEBAUTHN_ORIGINS ?? [`http://localhost:${e.PORT}`],
    },
  };
}

/**
 * Whether the web build in `webDistDir` holds the demo layer: one built with DEMO_LAYER=false has no demo worker
 * (apps/web/build/demo-layer.ts), and the server then leaves the layer off whatever its own DEMO_LAYER, so that the
 * menu offers no demo area the build lacks (decision 058). No build yet (tests, Vite's development server): as
 * DEMO_LAYER says.
 */
function webBuildHoldsDemoLayer(webDistDir: string): boolean {
  const client = join(webDistDir, 'client');
  return !existsSync(client) || existsSync(join(client, 'demo-worker.js'));
}

function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
