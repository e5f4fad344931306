import {
  ExecuteTransferRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OtpChallengeSchema,
  TransactionHistoryDownloadQuerySchema,
  TransactionHistoryQuerySchema,
  TransactionHistorySchema,
  SpendingSummarySchema,
  TransactionReceiptSchema,
  TransferQuoteSchema,
  TransferRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../modules/transactions/deps.ts';
import { executeTransfer } from '../../modules/transactions/execute.ts';
import { quoteTransfer, requestTransferCode } from '../../modules/transactions/quote.ts';
import { textsIn } from '../../modules/languages/texts.ts';
import { transactionHistory } from '../../modules/transactions/history.ts';
import {
  historyCsv,
  historyForDownload,
  renderHistoryPdf,
} from '../../modules/transactions/history-export.ts';
import { spendingSummary } from '../../modules/transactions/spending.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { secretAnswer } from '../../plugins/external/compression.ts';
import { answer, clientInfo, fieldsUnder } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

export function actorOf(request: FastifyRequest): Actor {
  const { customer, session } = signedIn(request);
  return {
    customerId: customer.id,
    sessionId: session.id,
    mobileNumber: customer.mobileNumber,
    language: customer.language,
    client: clientInfo(request),
  };
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsed.success)
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {
      fields: { [IDEMPOTENCY_KEY_HEADER]: 'idempotencyKey.invalid' },
    });
  return parsed.data;
}

/**
 * Money movement under /api/transactions: quote -> otp -> execute (with Idempotency-Key), and the customer's
 * transaction list and its keyset-paged, filtered history.
 */
export default async function transactionRoutes(fastify: FastifyInstance) {
  const deps = fastify.money;
  const limited = (name: string) => ({
    config: perCustomerPerMinute(name, fastify.config.moneyRateLimitPerMinute),
  });

  fastify.post('/quote', async (request) =>
    answer(
      TransferQuoteSchema,
      await quoteTransfer(deps, actorOf(request), TransferRequestSchema.parse(request.body)),
    ),
  );

  fastify.post('/otp', limited('transfer-code'), async (request) =>
    answer(
      OtpChallengeSchema,
      await requestTransferCode(deps, actorOf(request), TransferRequestSchema.parse(request.body)),
    ),
  );

  // Receipts may carry a prepaid meter token.
  fastify.post('/', { ...limited('transfer'), ...secretAnswer }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const body = ExecuteTransferRequestSchema.parse(request.body);
    const result = await fieldsUnder('request', executeTransfer(deps, actorOf(request), key, body));
    if (!result.replayed) fastify.metrics.transferDone(body.request.type, result.body.transactionStatus);
    return reply.code(result.statusCode).send(answer(TransactionReceiptSchema, result.body));
  });

  fastify.get('/history', secretAnswer, async (request) => {
    const { cursor, size, ...filters } = TransactionHistoryQuerySchema.parse(request.query);
    return answer(
      TransactionHistorySchema,
      await transactionHistory(fastify.db, signedIn(request).customer.id, filters, { cursor, size }),
    );
  });

  // The whole filtered history as a file, in the language asked for (as the statement's downloads).
  const download = async (request: FastifyRequest) => {
    const { language, ...filters } = TransactionHistoryDownloadQuerySchema.parse(request.query);
    const rows = await historyForDownload(fastify.db, signedIn(request).customer.id, filters);
    return { rows, texts: textsIn(language) };
  };
  const fileName = (extension: string) =>
    `transaction-history-${fastify.clock.now().toISOString().slice(0, 10)}.${extension}`;

  fastify.get('/history/csv', async (request, reply) => {
    const { rows, texts } = await download(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName('csv')}"`)
      .header('cache-control', 'no-store')
      .send(historyCsv(rows, texts));
  });

  fastify.get('/history/pdf', async (request, reply) => {
    const { rows, texts } = await download(request);
    const pdf = await renderHistoryPdf(rows, signedIn(request).customer.fullName, fastify.clock.now(), texts);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName('pdf')}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  fastify.get('/spending', async (request) =>
    answer(
      SpendingSummarySchema,
      await spendingSummary(fastify.db, signedIn(request).customer.id, fastify.clock.now()),
    ),
  );
}
