import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { MessageChannel } from './modules/messaging/channel.ts';
import authentication from './plugins/app/authenticate.ts';
import { loggerOptions, RequestLog } from './logging.ts';
import database from './plugins/app/database.ts';
import errorHandler, { answerFrameworkError } from './plugins/app/error-handler.ts';
import lifecycle from './plugins/app/lifecycle.ts';
import metrics from './plugins/app/metrics.ts';
import requestId, { requestIdOf } from './plugins/app/request-id.ts';
import storableText from './plugins/app/storable-text.ts';
import money from './plugins/app/money.ts';
import scheduler from './plugins/app/scheduler.ts';
import startUpNotice from './plugins/app/start-up-notice.ts';
import backOffice from './plugins/app/back-office.ts';
import eStatementJob from './plugins/app/e-statements.ts';
import compression from './plugins/external/compression.ts';
import rateLimits from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import webApp from './plugins/external/web-app.ts';
import accountRoutes from './routes/accounts/index.ts';
import activityLogRoutes from './routes/activity-log/index.ts';
import authRoutes from './routes/auth/index.ts';
import passkeyAuthRoutes from './routes/auth/passkeys.ts';
import bankRoutes from './routes/banks/index.ts';
import billerRoutes from './routes/billers/index.ts';
import beneficiaryRoutes from './routes/beneficiaries/index.ts';
import commonRoutes from './routes/common/index.ts';
import devRoutes from './routes/dev/index.ts';
import favoriteRoutes from './routes/favorites/index.ts';
import healthRoutes from './routes/health/index.ts';
import mediaRoutes from './routes/media/index.ts';
import metaRoutes from './routes/meta/index.ts';
import mobileRechargeRoutes from './routes/mobile-recharge/index.ts';
import passkeyRoutes from './routes/passkeys/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import notificationPublishingRoutes from './routes/notifications/publish.ts';
import reachUsRoutes from './routes/reach-us/index.ts';
import standingInstructionRoutes from './routes/standing-instructions/index.ts';
import settingsRoutes from './routes/settings/index.ts';
import chequeBookRoutes from './routes/cheque-books/index.ts';
import cardRoutes from './routes/cards/index.ts';
import accountTaggingRoutes from './routes/account-tagging/index.ts';
import disputeRoutes from './routes/disputes/index.ts';
import eStatementRoutes from './routes/e-statements/index.ts';
import serviceRequestRoutes from './routes/service-requests/index.ts';
import loanRoutes from './routes/loans/index.ts';
import fdrRoutes from './routes/fdr/index.ts';
import transactionBlockRoutes from './routes/transaction-blocks/index.ts';
import devChequeRoutes from './routes/dev/cheques.ts';
import statementRoutes from './routes/statement/index.ts';
import transactionLimitRoutes from './routes/transaction-limits/index.ts';
import transactionReceiptRoutes from './routes/transaction-receipts/index.ts';
import transactionRoutes from './routes/transactions/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** What a caller may supply instead of the defaults: tests pass a fresh database, a movable clock, a log sink. */
export type AppDeps = {
  /** An open, migrated, seeded database the caller closes; default: the configured one, opened by the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  channel?: MessageChannel;
  /** Where log lines go (default stdout). */
  logStream?: NonNullable<FastifyServerOptions['logger'] & object>['stream'];
};

export type AppOptions = { config: Config } & Omit<AppDeps, 'logStream'>;

/** The app as a plugin: third-party plugins, then ours, then the routes, each registered explicitly. */
export default async function app(fastify: FastifyInstance, options: AppOptions) {
  fastify.decorate('config', options.config);
  fastify.decorate('clock', options.clock ?? systemClock);

  await fastify.register(securityHeaders);
  await fastify.register(rateLimits);
  await fastify.register(webApp);
  // After the web app, whose files go pre-compressed or as they are; before every route it compresses.
  await fastify.register(compression);

  await fastify.register(database, { database: options.database, channel: options.channel });
  await fastify.register(errorHandler);
  await fastify.register(requestId);
  await fastify.register(lifecycle);
  await fastify.register(storableText);
  await fastify.register(metrics);
  await fastify.register(authentication);
  await fastify.register(money);
  await fastify.register(scheduler);
  await fastify.register(backOffice);
  await fastify.register(eStatementJob);
  await fastify.register(startUpNotice);

  await fastify.register(healthRoutes, { prefix: '/health' });
  await fastify.register(authRoutes, { prefix: '/api/auth' });
  await fastify.register(passkeyAuthRoutes, { prefix: '/api/auth/passkey' });
  await fastify.register(metaRoutes, { prefix: '/api/meta' });
  await fastify.register(commonRoutes, { prefix: '/api/common' });
  await fastify.register(notificationRoutes, { prefix: '/api/notification-service/instant-notification' });
  await fastify.register(notificationPublishingRoutes, {
    prefix: '/api/notification-service/instant-notification',
  });
  await fastify.register(transactionReceiptRoutes, { prefix: '/api/notification-service' });
  await fastify.register(mediaRoutes, { prefix: '/api/media' });
  await fastify.register(accountRoutes, { prefix: '/api/accounts' });
  await fastify.register(transactionRoutes, { prefix: '/api/transactions' });
  await fastify.register(transactionLimitRoutes, { prefix: '/api/transaction-limits' });
  await fastify.register(statementRoutes, { prefix: '/api/statement' });
  await fastify.register(bankRoutes, { prefix: '/api/banks' });
  await fastify.register(billerRoutes, { prefix: '/api/billers' });
  await fastify.register(mobileRechargeRoutes, { prefix: '/api/mobile-recharge' });
  await fastify.register(beneficiaryRoutes, { prefix: '/api/beneficiaries' });
  await fastify.register(favoriteRoutes, { prefix: '/api/favorites' });
  await fastify.register(reachUsRoutes, { prefix: '/api/reach-us' });
  await fastify.register(activityLogRoutes, { prefix: '/api/activity-log' });
  await fastify.register(standingInstructionRoutes, { prefix: '/api/standing-instructions' });
  await fastify.register(settingsRoutes, { prefix: '/api/settings' });
  await fastify.register(passkeyRoutes, { prefix: '/api/passkeys' });
  await fastify.register(serviceRequestRoutes, { prefix: '/api/service-requests' });
  await fastify.register(chequeBookRoutes, { prefix: '/api/cheque-books' });
  await fastify.register(loanRoutes, { prefix: '/api/loans' });
  await fastify.register(fdrRoutes, { prefix: '/api/fdr' });
  await fastify.register(transactionBlockRoutes, { prefix: '/api/transaction-blocks' });
  await fastify.register(cardRoutes, { prefix: '/api/cards' });
  await fastify.register(disputeRoutes, { prefix: '/api/disputes' });
  await fastify.register(accountTaggingRoutes, { prefix: '/api/account-tagging' });
  await fastify.register(eStatementRoutes, { prefix: '/api/e-statements' });
  if (options.config.nodeEnv !== 'production') {
    await fastify.register(devRoutes, { prefix: '/api/dev' });
    await fastify.register(devChequeRoutes, { prefix: '/api/dev/cheques' });
  }
}

export function fastifyOptions(config: Config, logStream?: AppDeps['logStream']): FastifyServerOptions {
  return {
    logger: loggerOptions(config, logStream),
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 128 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // The lifecycle plugin answers requests that arrive while the app closes, in the catalogue's terms.
    return503OnClosing: false,
    // The database plugin migrates and, on a first start, seeds: Fastify's 10 s failed a first start of PGlite
    // on a busy 2-core machine. This still catches a plugin that never finishes.
    pluginTimeout: 120_000,
  };
}

/** A ready app for `config`: what server.ts listens with and what tests inject into. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const { logStream, ...appDeps } = deps;
  const fastify = Fastify(fastifyOptions(config, logStream));
  await fastify.register(fp(app), { config, ...appDeps });
  await fastify.ready();
  return fastify;
}
