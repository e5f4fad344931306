import { StatementDownloadQuerySchema, StatementQuerySchema, StatementSchema } from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textsIn } from '../../modules/languages/texts.ts';
import { statementFileName, statementForDownload } from '../../modules/statement/download.ts';
import { statementOf } from '../../modules/statement/statement.ts';
import { statementCsv } from '../../modules/statement/statement-csv.ts';
import { renderStatementPdf } from '../../modules/statement/statement-pdf.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer } from '../contract.ts';

/**
 * GET /api/statement?accountId&from&to&page&size: one of the customer's accounts, with running balance; and the
 * whole period (at most a year, no pages) as a PDF or CSV file written in the `language` asked for.
 */
export default async function statementRoutes(fastify: FastifyInstance) {
  fastify.get('/', async (request) =>
    answer(
      StatementSchema,
      await statementOf(fastify.db, signedIn(request).customer.id, StatementQuerySchema.parse(request.query)),
    ),
  );

  const download = async (request: FastifyRequest) => {
    const query = StatementDownloadQuerySchema.parse(request.query);
    const found = await statementForDownload(fastify.db, signedIn(request).customer.id, query);
    return { ...found, texts: textsIn(query.language) };
  };

  fastify.get('/pdf', async (request, reply) => {
    const { statement, branch, texts } = await download(request);
    const pdf = await renderStatementPdf(
      statement,
      { fullName: signedIn(request).customer.fullName, branch },
      fastify.clock.now(),
      texts,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${statementFileName(statement, 'pdf')}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  fastify.get('/csv', async (request, reply) => {
    const { statement, texts } = await download(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${statementFileName(statement, 'csv')}"`)
      .header('cache-control', 'no-store')
      .send(statementCsv(statement, texts));
  });
}
