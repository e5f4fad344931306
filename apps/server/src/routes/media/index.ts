import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { findProfilePicture } from '../../modules/settings/profile-picture.ts';

const MEDIA_DIR = join(import.meta.dirname, '../../assets');
const TYPES = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

const MediaParamsSchema = z.object({
  folder: z.enum(['avatars', 'banners']),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/),
});

const PictureParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/),
});

/**
 * Profile pictures and banner images shipped with the server (src/assets), under /api/media. Public, because an
 * <img> cannot send the bearer token; the names carry no customer data.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  /**
   * A customer's uploaded picture, re-encoded by the server. Its address is a random id, new with each upload, so
   * the answer never changes and is cached for good; an <img> cannot send the bearer token (decision 031).
   */
  fastify.get('/profile-pictures/:file', { config: { auth: 'public' } }, async (request, reply) => {
    const parsed = PictureParamsSchema.safeParse(request.params);
    const picture = parsed.success && (await findProfilePicture(fastify.db, parsed.data.file.slice(0, -5)));
    if (!picture) throw new AppError('NOT_FOUND');
    return reply
      .type(picture.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(picture.content);
  });

  fastify.get('/:folder/:file', { config: { auth: 'public' } }, async (request, reply) => {
    const parsed = MediaParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND');
    const { folder, file } = parsed.data;
    const content = await readFile(join(MEDIA_DIR, folder, file)).catch(() => null);
    if (!content) throw new AppError('NOT_FOUND');
    const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof TYPES;
    return reply.type(TYPES[extension]).header('cache-control', 'public, max-age=86400').send(content);
  });
}
