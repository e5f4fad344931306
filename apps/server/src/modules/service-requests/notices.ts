import { eq } from 'drizzle-orm';
import type { ServiceRequestReason, ServiceRequestStatus } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  notifications,
  serviceRequestEvents,
  serviceRequests,
  type ServiceRequestRow,
} from '../../db/schema/index.ts';
import { customerTexts, type Texts } from '../languages/texts.ts';
import { definitionOf } from './registry.ts';

/** The customer's notification of a request reaching `status`, in their language. */
function noticeOf(
  { t, taka }: Texts,
  request: ServiceRequestRow,
  status: ServiceRequestStatus,
  reason: ServiceRequestReason | null,
) {
  const values = { name: t(`serviceRequests.types.${request.type}`), reference: request.reference };
  const fee = request.feeCharge + request.feeVat;
  const text =
    status === 'completed'
      ? t(definitionOf(request.type).completedTextKey ?? 'messages.serviceRequest.completedText', values)
      : status === 'rejected'
        ? t('messages.serviceRequest.rejectedText', {
            ...values,
            reason: t(`serviceRequests.reasons.${reason!}`),
          })
        : status === 'processing' && fee > 0n
          ? t('messages.serviceRequest.processingFeeText', { ...values, fee: taka(fee) })
          : t(`messages.serviceRequest.${status}Text`, values);
  return { title: t(`messages.serviceRequest.${status}Title`, values), text };
}

type Step = {
  status: ServiceRequestStatus;
  reason: ServiceRequestReason | null;
  now: Date;
  /** When the back office next acts on it (null or absent: never, the request is final). */
  dueAt?: Date | null;
  feeJournalId?: number;
};

/**
 * A request reaches a status: the row changes (unless it was just stored in it), the timeline gets the step and the
 * customer a notification that links to the service request history, all in the caller's transaction.
 */
export async function recordStep(db: Database, request: ServiceRequestRow, step: Step): Promise<void> {
  const { status, reason, now } = step;
  if (request.status !== status)
    await db
      .update(serviceRequests)
      .set({
        status,
        reason,
        dueAt: step.dueAt ?? null,
        updatedAt: now,
        ...(step.feeJournalId !== undefined && { feeJournalId: step.feeJournalId }),
      })
      .where(eq(serviceRequests.id, request.id));
  await db.insert(serviceRequestEvents).values({ requestId: request.id, status, reason, createdAt: now });
  const notice = noticeOf(await customerTexts(db, request.customerId), request, status, reason);
  await db.insert(notifications).values({
    customerId: request.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: notice.title,
    messageText: notice.text,
    link: '/service-request-history',
    useRouter: true,
    createdAt: now,
  });
}
