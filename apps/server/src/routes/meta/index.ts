import {
  ActiveLanguagesResponseSchema,
  ClientConfigSchema,
  EnvelopeErrorSchema,
  LanguageByCodeResponseSchema,
  RESPONSE_OK,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERRORS } from '../../errors.ts';
import { findActiveLanguage, listActiveLanguages } from '../../modules/languages/languages.ts';
import { answer } from '../contract.ts';

const LanguageCodeParamsSchema = z.object({ code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/) });

/** Public facts the web app reads before sign-in, under /api/meta. */
export default async function metaRoutes(fastify: FastifyInstance) {
  const open = { config: { auth: 'public' as const } };

  fastify.get('/client-config', open, async () =>
    answer(ClientConfigSchema, {
      demoLayer: fastify.config.demoLayer,
      idleLockMinutes: fastify.config.sessionIdleMinutes,
    }),
  );

  fastify.get('/languages/active', open, async () =>
    answer(ActiveLanguagesResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: await listActiveLanguages(fastify.db),
    }),
  );

  fastify.get('/languages/findby/code/:code', open, async (request, reply) => {
    const { code } = LanguageCodeParamsSchema.parse(request.params);
    const language = await findActiveLanguage(fastify.db, code);
    if (!language) {
      const message = `No active language with code ${code}.`;
      return reply.code(404).send(
        answer(EnvelopeErrorSchema, {
          statusCode: ERRORS.NOT_FOUND.status,
          code: 'NOT_FOUND',
          message,
          responseCode: 'E404000',
          responseMessage: message,
          data: null,
        }),
      );
    }
    return answer(LanguageByCodeResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: language,
    });
  });
}
