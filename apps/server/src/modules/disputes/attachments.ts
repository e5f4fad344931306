import { and, eq } from 'drizzle-orm';
import type { DisputeAttachment } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { disputeAttachments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sniffImageType } from '../settings/profile-picture.ts';

/** What the bytes are, from their magic numbers (never the client's content type): a photo, a PDF, or null. */
export function sniffAttachmentType(bytes: Buffer): DisputeAttachment['contentType'] | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImageType(bytes);
}

/** A file name safe to show and to send back: no path, no control characters, at most 100 characters. */
const safeName = (name: string | undefined) =>
  (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 100) || 'attachment';

/** Stores a dispute's attachment for the customer, who may then name it in a dispute. */
export async function storeAttachment(
  db: Database,
  customerId: string,
  upload: { name: string | undefined; bytes: Buffer },
  now: Date,
): Promise<DisputeAttachment> {
  if (upload.bytes.length === 0) throw new AppError('ATTACHMENT_EMPTY');
  const contentType = sniffAttachmentType(upload.bytes);
  if (!contentType) throw new AppError('ATTACHMENT_TYPE_UNSUPPORTED');
  const [row] = await db
    .insert(disputeAttachments)
    .values({
      customerId,
      name: safeName(upload.name),
      contentType,
      size: upload.bytes.length,
      content: upload.bytes,
      createdAt: now,
    })
    .returning();
  return { id: row!.id, name: row!.name, contentType, size: row!.size };
}

/** The customer's attachment; another's or an unknown id is NOT_FOUND. */
export async function findAttachment(db: Database, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(disputeAttachments)
    .where(and(eq(disputeAttachments.id, id), eq(disputeAttachments.customerId, customerId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
