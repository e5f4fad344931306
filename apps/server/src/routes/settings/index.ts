import {
  AcceptedSchema,
  ActiveSessionsSchema,
  ChangePasswordRequestSchema,
  LanguageChoiceSchema,
  NotificationPreferencesSchema,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  SessionIdParamsSchema,
  SignedOutSessionsSchema,
  UserSchema,
} from '@taka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { changePassword } from '../../modules/auth/password-change.ts';
import { rememberLanguage } from '../../modules/languages/texts.ts';
import {
  getNotificationPreferences,
  setNotificationPreferences,
} from '../../modules/settings/notification-preferences.ts';
import { removeProfilePicture, setProfilePicture } from '../../modules/settings/profile-picture.ts';
import { listActiveSessions, signOutOtherSessions, signOutSession } from '../../modules/settings/sessions.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';
import { answer, clientInfo } from '../contract.ts';
import { acceptUploads, uploadedFile, type Upload } from '../upload.ts';

const PICTURE: Upload = {
  field: PROFILE_PICTURE_FIELD,
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  missing: 'PICTURE_REQUIRED',
  tooLarge: 'PICTURE_TOO_LARGE',
};

/** The signed-in customer's security centre under /api/settings: sessions, password, picture, alerts. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const deps = fastify.authDeps;
  const change = (request: FastifyRequest) => ({
    db: fastify.db,
    customerId: signedIn(request).customer.id,
    client: clientInfo(request),
    now: fastify.clock.now(),
  });

  await acceptUploads(fastify, PICTURE);

  fastify.get('/sessions', async (request) =>
    answer(ActiveSessionsSchema, await listActiveSessions(deps, signedIn(request))),
  );

  fastify.delete('/sessions/:sessionId', async (request, reply) => {
    const params = SessionIdParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND');
    await signOutSession(deps, signedIn(request), params.data.sessionId, clientInfo(request));
    return reply.code(204).send();
  });

  fastify.post('/sessions/sign-out-others', async (request) =>
    answer(SignedOutSessionsSchema, await signOutOtherSessions(deps, signedIn(request), clientInfo(request))),
  );

  fastify.post('/change-password', async (request) =>
    answer(
      AcceptedSchema,
      await changePassword(
        deps,
        signedIn(request),
        ChangePasswordRequestSchema.parse(request.body),
        clientInfo(request),
      ),
    ),
  );

  fastify.get('/notification-preferences', async (request) =>
    answer(
      NotificationPreferencesSchema,
      await getNotificationPreferences(fastify.db, signedIn(request).customer.id),
    ),
  );

  fastify.put('/notification-preferences', async (request) =>
    answer(
      NotificationPreferencesSchema,
      await setNotificationPreferences(change(request), NotificationPreferencesSchema.parse(request.body)),
    ),
  );

  fastify.put('/profile-picture', async (request) => {
    const { bytes } = await uploadedFile(request, PICTURE);
    const user = await setProfilePicture(change(request), bytes);
    deps.sessions.forgetCustomer(user.id);
    return answer(UserSchema, user);
  });

  fastify.delete('/profile-picture', async (request) => {
    const user = await removeProfilePicture(change(request));
    deps.sessions.forgetCustomer(user.id);
    return answer(UserSchema, user);
  });

  fastify.put('/language', async (request, reply) => {
    const { customer } = signedIn(request);
    const { language } = LanguageChoiceSchema.parse(request.body);
    await rememberLanguage(fastify.db, customer.id, language);
    deps.sessions.forgetCustomer(customer.id);
    return reply.code(204).send();
  });
}
