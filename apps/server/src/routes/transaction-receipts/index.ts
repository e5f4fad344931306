import {
  ReceiptDownloadQuerySchema,
  RESPONSE_OK,
  TransactionIdParamsSchema,
  TransactionStatusResponseSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { textsIn } from '../../modules/languages/texts.ts';
import { renderReceiptPdf } from '../../modules/transactions/receipt-pdf.ts';
import { findReceipt } from '../../modules/transactions/receipts.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { secretAnswer } from '../../plugins/external/compression.ts';
import { answer, envelopeNotFound } from '../contract.ts';

const notFound = (reply: FastifyReply, transactionId: string) =>
  reply.code(404).send(envelopeNotFound(`No transaction ${transactionId}.`));

/**
 * A transaction's status and its receipt as a PDF in the language asked for (SPEC 2.6, 7.2), under
 * /api/notification-service. A transaction the customer neither made nor received is not found.
 */
export default async function transactionReceiptRoutes(fastify: FastifyInstance) {
  // A receipt may carry a prepaid meter token.
  fastify.get('/transaction-status/:transactionId', secretAnswer, async (request, reply) => {
    const { transactionId } = TransactionIdParamsSchema.parse(request.params);
    const receipt = await findReceipt(fastify.db, signedIn(request).customer.id, transactionId);
    if (!receipt) return notFound(reply, transactionId);
    return answer(TransactionStatusResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: receipt,
    });
  });

  fastify.get('/receipt/:transactionId', async (request, reply) => {
    const { transactionId } = TransactionIdParamsSchema.parse(request.params);
    const { language } = ReceiptDownloadQuerySchema.parse(request.query);
    const receipt = await findReceipt(fastify.db, signedIn(request).customer.id, transactionId);
    if (!receipt) return notFound(reply, transactionId);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="transaction.pdf"')
      .header('cache-control', 'no-store')
      .send(await renderReceiptPdf(receipt, textsIn(language)));
  });
}
