import {
  ActiveLanguagesResponseSchema,
  ClientConfigSchema,
  LanguageByCodeResponseSchema,
  LocationListResponseSchema,
  LocationQuerySchema,
  LocationTypeListResponseSchema,
  LocationTypeQuerySchema,
  RESPONSE_OK,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findActiveLanguage, listActiveLanguages } from '../../modules/languages/languages.ts';
import { listLocations, listLocationTypes } from '../../modules/locations/locations.ts';
import { answer, envelopeNotFound } from '../contract.ts';
import { clientConfigOf } from './client-config.ts';

/** Branches, ATMs and the like change a few times a year: a browser or proxy may keep them a few minutes. */
const REFERENCE_DATA_CACHE = 'public, max-age=300';

const LanguageCodeParamsSchema = z.object({ code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/) });

/** Public facts the web app reads before sign-in, under /api/meta. */
export default async function metaRoutes(fastify: FastifyInstance) {
  const open = { config: { auth: 'public' as const } };

  fastify.get('/client-config', open, async () => answer(ClientConfigSchema, clientConfigOf(fastify.config)));

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
    if (!language) return reply.code(404).send(envelopeNotFound(`No active language with code ${code}.`));
    return answer(LanguageByCodeResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: language,
    });
  });

  // Locate Us (SPEC 2.5): the location types with their divisions, then one type-division's locations.
  fastify.get('/pre-login/location/atm-branch', open, async (request, reply) => {
    const { locationType } = LocationTypeQuerySchema.parse(request.query);
    reply.header('cache-control', REFERENCE_DATA_CACHE);
    return answer(LocationTypeListResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: await listLocationTypes(fastify.db, locationType),
    });
  });

  fastify.get('/pre-login/map/atm-branch', open, async (request, reply) => {
    const { id } = LocationQuerySchema.parse(request.query);
    const found = await listLocations(fastify.db, id);
    if (!found)
      return reply
        .code(404)
        .send(
          envelopeNotFound(`We have no list of locations numbered ${id}. Please choose a division again.`),
        );
    reply.header('cache-control', REFERENCE_DATA_CACHE);
    return answer(LocationListResponseSchema, {
      responseCode: RESPONSE_OK,
      responseMessage: 'Operation successful',
      data: found,
    });
  });
}
