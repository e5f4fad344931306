import { eq } from 'drizzle-orm';
import { formatMoney, type ServiceRequestReason, type ServiceRequestStatus } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  notifications,
  serviceRequestEvents,
  serviceRequests,
  type ServiceRequestRow,
} from '../../db/schema/index.ts';
import { definitionOf } from './registry.ts';

/** Why a request did not go ahead, as the notification says it (stored in English, decision 023). */
const REASON_TEXTS: Record<ServiceRequestReason, string> = {
  insufficient_funds: 'the account did not have enough money for the fee',
  account_not_active: 'the account is not active',
  leaf_not_unused: 'a cheque leaf in it was no longer unused',
  cancelled_by_customer: 'you cancelled it',
  account_blocked: 'internet banking debits from the account are blocked',
  card_limit_not_available: 'the card no longer had that much of its limit free',
  dispute_above_review_limit:
    'the amount is above what we settle without a branch investigation; please visit your branch',
  dispute_not_substantiated: 'the details given do not show an error in the transaction',
};

function noticeOf(
  request: ServiceRequestRow,
  status: ServiceRequestStatus,
  reason: ServiceRequestReason | null,
) {
  const name = definitionOf(request.type).title;
  const ref = `reference ${request.reference}`;
  const fee = request.feeCharge + request.feeVat;
  switch (status) {
    case 'submitted':
      return { title: `${name} submitted`, text: `We received your ${name.toLowerCase()}, ${ref}.` };
    case 'processing': {
      const charged = fee > 0n ? ` A fee of BDT ${formatMoney(fee)} was debited.` : '';
      return { title: `${name} in progress`, text: `We are working on your request, ${ref}.${charged}` };
    }
    case 'completed':
      return {
        title: `${name} completed`,
        text: definitionOf(request.type).completedText?.(ref) ?? `Your request ${ref} is complete.`,
      };
    case 'rejected':
      return {
        title: `${name} rejected`,
        text: `We could not carry out your request ${ref}: ${REASON_TEXTS[reason!]}.`,
      };
    case 'cancelled':
      return { title: `${name} cancelled`, text: `Your request ${ref} is cancelled.` };
  }
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
  const notice = noticeOf(request, status, reason);
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
