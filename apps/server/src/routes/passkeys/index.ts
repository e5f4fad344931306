import {
  AddPasskeyRequestSchema,
  OtpChallengeSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyRegistrationOptionsRequestSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
  RenamePasskeyRequestSchema,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { listPasskeys, removePasskey, renamePasskey } from '../../modules/passkeys/passkeys.ts';
import { addPasskey, registrationOptions, requestPasskeyCode } from '../../modules/passkeys/registration.ts';
import type { PasskeyDeps } from '../../modules/passkeys/deps.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, clientInfo } from '../contract.ts';
import { perCustomerPerMinute } from '../customer-rate-limit.ts';

/** The deps of the passkey routes: auth's, with the relying party of the configuration. */
export const passkeyDeps = (fastify: FastifyInstance): PasskeyDeps => ({
  ...fastify.authDeps,
  rp: fastify.config.webauthn,
});

/**
 * The signed-in customer's passkeys under /api/passkeys: otp -> registration-options (with the code) -> add (with
 * the browser's credential), list, rename, remove. Every id is looked up with the signed-in customer.
 */
export default async function passkeyRoutes(fastify: FastifyInstance) {
  const deps = passkeyDeps(fastify);

  fastify.get('/', async (request) =>
    answer(PasskeyListSchema, { passkeys: await listPasskeys(fastify.db, signedIn(request).customer.id) }),
  );

  fastify.post(
    '/otp',
    { config: perCustomerPerMinute('passkey-code', fastify.config.moneyRateLimitPerMinute) },
    async (request) =>
      answer(OtpChallengeSchema, await requestPasskeyCode(deps, signedIn(request), clientInfo(request))),
  );

  fastify.post('/registration-options', async (request) =>
    answer(
      PasskeyRegistrationOptionsSchema,
      await registrationOptions(
        deps,
        signedIn(request),
        PasskeyRegistrationOptionsRequestSchema.parse(request.body),
      ),
    ),
  );

  fastify.post('/', async (request, reply) => {
    const body = AddPasskeyRequestSchema.parse(request.body);
    const added = await addPasskey(deps, signedIn(request), body, clientInfo(request));
    return reply.code(201).send(answer(PasskeySchema, added));
  });

  fastify.patch('/:id', async (request) => {
    const { id } = PasskeyIdParamsSchema.parse(request.params);
    const { name } = RenamePasskeyRequestSchema.parse(request.body);
    return answer(PasskeySchema, await renamePasskey(fastify.db, signedIn(request).customer.id, id, name));
  });

  fastify.delete('/:id', async (request, reply) => {
    const { id } = PasskeyIdParamsSchema.parse(request.params);
    const auth = signedIn(request);
    await removePasskey(fastify.db, auth.customer.id, id, {
      at: fastify.clock.now(),
      client: clientInfo(request),
      sessionId: auth.session.id,
    });
    return reply.code(204).send();
  });
}
