import { randomInt } from 'node:crypto';
import type { DisputePayload } from '@taka/contracts';
import type { Database } from '../../../db/client.ts';
import { accounts, disputeRefunds, type ServiceRequestRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { customerTexts } from '../../languages/texts.ts';
import { isPostingSlotOf } from '../../accounts/directory.ts';
import { findAttachment } from '../../disputes/attachments.ts';
import { decideDispute, findDisputedDebit, hasLiveDispute } from '../../disputes/disputes.ts';
import { newTransactionId, postJournal } from '../../ledger/ledger.ts';
import type { RequestTypeDefinition } from '../registry.ts';
import { MINUTE } from './accounts.ts';

/**
 * Credits an upheld dispute's money back (decision 036): a new journal `dispute_refund`, the bank's disputes
 * suspense account -> the customer's account the debit came from. The disputed journal is never touched; the
 * refund's row (unique per request and per journal) makes it happen at most once.
 */
async function refund(db: Database, request: ServiceRequestRow, payload: DisputePayload, now: Date) {
  const { journal, account, debited } = await findDisputedDebit(
    db,
    request.customerId,
    payload.transactionId,
  );
  const slots = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(isPostingSlotOf('dispute_suspense'));
  const suspense = slots[randomInt(slots.length)]!;
  const { t } = await customerTexts(db, request.customerId);
  const journalId = await postJournal(
    db,
    {
      transactionId: newTransactionId(),
      type: 'dispute_refund',
      status: 'SUCCESS',
      channel: 'system',
      customerId: null,
      fromAccountId: null,
      fromName: 'Taka Bank',
      fromNumber: request.reference,
      toName: account.title,
      toNumber: account.number,
      amount: debited,
      charge: 0n,
      vat: 0n,
      remarks: t('messages.remarks.disputeRefund', { transaction: journal.transactionId }),
      details: { serviceRequest: request.reference, disputedTransactionId: journal.transactionId },
      createdAt: now,
    },
    [
      { accountId: suspense.id, amount: -debited },
      { accountId: account.id, amount: debited },
    ],
  );
  await db.insert(disputeRefunds).values({ requestId: request.id, journalId });
}

export const dispute: RequestTypeDefinition<'dispute'> = {
  async resolve(db, customerId, payload) {
    const { account } = await findDisputedDebit(db, customerId, payload.transactionId);
    if (payload.attachmentId)
      await findAttachment(db, customerId, payload.attachmentId).catch(() => {
        throw new AppError('NOT_FOUND', { fields: { 'payload.attachmentId': 'disputes.attachmentUnknown' } });
      });
    if (await hasLiveDispute(db, customerId, payload.transactionId))
      throw new AppError('TRANSACTION_ALREADY_DISPUTED', {
        fields: { 'payload.transactionId': 'disputes.alreadyDisputed' },
      });
    return { account, charge: 0n };
  },
  completedTextKey: 'messages.serviceRequest.disputeUpheld',
  conflict: { index: 'service_requests_one_dispute_idx', error: 'TRANSACTION_ALREADY_DISPUTED' },
  acceptAfterMs: 10 * MINUTE,
  completeAfterMs: 60 * MINUTE,
  // The bank decides when it takes the dispute up: a rejected one moves no money.
  async accept(db, request, payload) {
    const { debited } = await findDisputedDebit(db, request.customerId, payload.transactionId);
    return decideDispute(payload, debited);
  },
  complete: refund,
};
