import { z } from 'zod';
import { ServiceRequestStatusSchema } from './service-request-kinds.ts';

/*
 * Disputes (decision 036): the customer disputes a debit of theirs; it is a service request of type `dispute`
 * (decision 032) whose payload names the transaction.
 */

/** Why the customer disputes a debit. */
export const DISPUTE_REASONS = [
  'unauthorized',
  'duplicate',
  'wrong_amount',
  'not_received',
  'other',
] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS, 'disputes.reasonRequired');
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

/** An attachment (a photo or a PDF) can be at most this large. */
export const DISPUTE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The name of the multipart form's one part that carries the attachment. */
export const DISPUTE_ATTACHMENT_FIELD = 'file';
/** The types an attachment may be, as the server reads them from its bytes (never the client's content type). */
export const DISPUTE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const DISPUTE_DETAILS_MAX = 1000;

/** The payload of a `dispute` service request. */
export const DisputePayloadSchema = z.object({
  /** The receipt's transaction id ("TK..."). */
  transactionId: z
    .string('disputes.transactionRequired')
    .regex(/^[0-9A-Z]{8,24}$/, 'disputes.transactionRequired'),
  reason: DisputeReasonSchema,
  details: z
    .string('disputes.detailsRequired')
    .trim()
    .min(10, 'disputes.detailsTooShort')
    .max(DISPUTE_DETAILS_MAX, 'disputes.detailsTooLong'),
  /** An upload of POST /api/disputes/attachments, the customer's own. */
  attachmentId: z.uuid('disputes.attachmentInvalid').optional(),
});
export type DisputePayload = z.output<typeof DisputePayloadSchema>;

/** POST /api/disputes/attachments (multipart, one file): the stored attachment, named in a dispute's payload. */
export const DisputeAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.enum(DISPUTE_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type DisputeAttachment = z.infer<typeof DisputeAttachmentSchema>;

/** A dispute as the receipt and the history show it: open (submitted, processing) or settled. */
export const DisputeSchema = z.object({
  requestId: z.uuid(),
  reference: z.string(),
  transactionId: z.string(),
  status: ServiceRequestStatusSchema,
  /** The credit of an upheld dispute (a new journal, type dispute_refund); null otherwise. */
  refundTransactionId: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

/** GET /api/disputes: the customer's disputes, newest first (one per transaction: the latest). */
export const DisputeListSchema = z.object({ disputes: z.array(DisputeSchema) });
export type DisputeList = z.infer<typeof DisputeListSchema>;
