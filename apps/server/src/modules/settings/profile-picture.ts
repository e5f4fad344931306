import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { User } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { customers, profilePictures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordChange } from '../activity/record.ts';
import type { ClientInfo } from '../auth/service.ts';
import { getUser } from '../customers/users.ts';

export const PICTURE_SIZE_PX = 256;
/** Above this a picture is refused before it is decoded: a small file can claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;
const STORED_TYPE = 'image/webp';

/** The image type the bytes are, from their magic numbers; null for anything else (PDF, SVG, GIF...). */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Decodes the upload and encodes it again as a square WebP: only pixels survive (no metadata, nothing a polyglot
 * file hid), turned upright by its EXIF orientation first.
 */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('PICTURE_EMPTY');
  if (!sniffImageType(bytes)) throw new AppError('PICTURE_TYPE_UNSUPPORTED');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError(tooManyPixels ? 'PICTURE_TOO_MANY_PIXELS' : 'PICTURE_UNREADABLE', { cause: error });
  }
}

export const pictureUrl = (id: string) => `/api/media/profile-pictures/${id}.webp`;

type Change = { db: Database; customerId: string; client: ClientInfo; now: Date };

/** Stores the customer's new picture (replacing any) under a new random address, which the profile then names. */
export async function setProfilePicture(change: Change, upload: Buffer): Promise<User> {
  const content = await reencodePicture(upload);
  const { db, customerId, now } = change;
  await db.transaction(async (tx) => {
    await tx.delete(profilePictures).where(eq(profilePictures.customerId, customerId));
    const [stored] = await tx
      .insert(profilePictures)
      .values({ customerId, contentType: STORED_TYPE, content, createdAt: now })
      .returning({ id: profilePictures.id });
    await tx
      .update(customers)
      .set({ profilePicUrl: pictureUrl(stored!.id), updatedAt: now })
      .where(eq(customers.id, customerId));
    await recordChange(tx, change, 'profile-changed', now, { pictureChanged: true });
  });
  return (await getUser(db, customerId))!;
}

/** Removes the customer's picture: the default avatar shows again. Removing none is no change and no event. */
export async function removeProfilePicture(change: Change): Promise<User> {
  const { db, customerId, now } = change;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(profilePictures)
      .where(eq(profilePictures.customerId, customerId))
      .returning({ id: profilePictures.id });
    await tx
      .update(customers)
      .set({ profilePicUrl: null, updatedAt: now })
      .where(eq(customers.id, customerId));
    if (removed.length > 0) {
      await recordChange(tx, change, 'profile-changed', now, { pictureRemoved: true });
    }
  });
  return (await getUser(db, customerId))!;
}

/** A stored picture by its address; null when there is none (removed, replaced or never was). */
export async function findProfilePicture(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, content: profilePictures.content })
    .from(profilePictures)
    .where(eq(profilePictures.id, id));
  return row ?? null;
}
