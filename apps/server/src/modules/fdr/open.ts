import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  fdrInterest,
  formatDate,
  formatMoney,
  formatNumber,
  parseMoney,
  type Fdr,
  type FdrTenor,
  type OpenFdrRequest,
  type OtpChallenge,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, customerAccountNumbers, fixedDeposits, notifications } from '../../db/schema/index.ts';
import { addMonths } from '../../db/seed/dates.ts';
import { AppError } from '../../errors.ts';
import { SENDING_KINDS, availableBalance, findCustomerAccount } from '../accounts/accounts.ts';
import { maskNumber, recordActivity } from '../activity/record.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import { dhakaDate } from '../limits/periods.ts';
import { confirmedOnce, type Confirmed } from '../loans/confirmed.ts';
import { textsIn } from '../languages/texts.ts';
import { issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';
import { findDeposit } from './deposits.ts';
import { FDR_MINIMUM, FDR_RATES_BPS, fdrProductName } from './product.ts';

/** The action an FDR opening's code allows. */
export const FDR_OPEN_PURPOSE = 'fdr.open';

/** The deposit as its contract parsed it (amount canonical). */
export type FdrOrder = {
  fromAccountId: string;
  amount: string;
  tenorMonths: FdrTenor;
  instruction: Fdr['instruction'];
  creditAccountId?: string | undefined;
};

const bindingFor = (actor: Actor, order: FdrOrder) => ({
  customerId: actor.customerId,
  purpose: FDR_OPEN_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash(order),
});

async function ownAccount(db: Database, customerId: string, id: string, field: string) {
  const account = await findCustomerAccount(db, customerId, id);
  if (!account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { [field]: 'fdr.accountUnknown' },
    });
  if (!SENDING_KINDS.includes(account.kind))
    throw new AppError('ACCOUNT_NOT_ELIGIBLE', { fields: { [field]: 'fdr.accountNotEligible' } });
  if (account.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return account;
}

/** The checks opening makes: the accounts are the customer's savings or current ones, the amount at least the minimum. */
async function resolveOrder(db: Database, customerId: string, order: FdrOrder) {
  const amount = parseMoney(order.amount);
  if (amount < FDR_MINIMUM)
    throw new AppError('FDR_BELOW_MINIMUM', { fields: { amount: 'fdr.belowMinimum' } });
  const from = await ownAccount(db, customerId, order.fromAccountId, 'fromAccountId');
  const creditTo =
    order.instruction === 'renew_principal_and_interest' || !order.creditAccountId
      ? null
      : await ownAccount(db, customerId, order.creditAccountId, 'creditAccountId');
  return { amount, from, creditTo, rateBps: FDR_RATES_BPS[order.tenorMonths] };
}

/** Sends a code that allows opening exactly this deposit, after the checks the opening makes. */
export async function requestFdrCode(deps: MoneyDeps, actor: Actor, order: FdrOrder): Promise<OtpChallenge> {
  const { amount, from } = await resolveOrder(deps.db, actor.customerId, order);
  if (availableBalance(from) < amount) throw new AppError('INSUFFICIENT_FUNDS');
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, order), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { from: maskNumber(from.number) },
  });
  return textCode(deps.channel, actor, issued, FDR_OPEN_PURPOSE, ({ t, taka, language }) =>
    t('messages.codeActions.fdrOpen', {
      amount: taka(amount),
      months: formatNumber(order.tenorMonths, language),
      from: maskNumber(from.number),
    }),
  );
}

/**
 * Opens the deposit with its code, once per Idempotency-Key: a new `fdr` account of the customer's, one journal from
 * the source account into it, the deposit's terms, a notification and an activity-log entry, in one transaction.
 */
export async function openFdr(
  deps: MoneyDeps,
  actor: Actor,
  key: string,
  body: Omit<OpenFdrRequest, 'deposit'> & { deposit: FdrOrder },
): Promise<Confirmed<Fdr>> {
  const now = deps.clock.now();
  const texts = textsIn(actor.language);
  const order = body.deposit;
  return confirmedOnce(
    deps.db,
    deps.otpKey,
    {
      customerId: actor.customerId,
      key,
      requestHash: payloadHash(order),
      binding: bindingFor(actor, order),
      challengeId: body.challengeId,
      code: body.code,
      now,
      statusCode: 201,
    },
    async (tx) => {
      const { amount, from, creditTo, rateBps } = await resolveOrder(tx, actor.customerId, order);
      const [seq] = (
        (await tx.execute(sql`select nextval('fdr_account_numbers')::text as n`)) as {
          rows: { n: string }[];
        }
      ).rows;
      const number = `1031${String(seq!.n).padStart(9, '0')}`;
      const today = dhakaDate(now);
      const maturesOn = addMonths(today, order.tenorMonths);
      const id = randomUUID();
      await tx.insert(accounts).values({
        id,
        customerId: actor.customerId,
        number,
        kind: 'fdr',
        title: from.title,
        productName: fdrProductName(order.tenorMonths),
        branch: from.branch,
        minBalance: 0n,
        maturityOn: maturesOn,
        interestRateBps: rateBps,
        openedOn: today,
      });
      await tx.insert(customerAccountNumbers).values({ accountNumber: number, customerId: actor.customerId });
      const transactionId = newTransactionId();
      const journalId = await postJournal(
        tx,
        {
          transactionId,
          type: 'fdr_opening',
          status: 'SUCCESS',
          channel: 'internet_banking',
          customerId: actor.customerId,
          fromAccountId: from.id,
          fromName: from.title,
          fromNumber: from.number,
          toName: fdrProductName(order.tenorMonths),
          toNumber: number,
          amount,
          charge: 0n,
          vat: 0n,
          remarks: texts.t('messages.remarks.fdrOpened'),
          details: { tenorMonths: String(order.tenorMonths), instruction: order.instruction },
          createdAt: now,
        },
        [
          { accountId: from.id, amount: -amount },
          { accountId: id, amount },
        ],
        { customerId: actor.customerId, owned: [from.id, id] },
      );
      await tx.insert(fixedDeposits).values({
        accountId: id,
        customerId: actor.customerId,
        principal: amount,
        rateBps,
        tenorMonths: order.tenorMonths,
        instruction: order.instruction,
        creditAccountId: creditTo?.id ?? null,
        termStartOn: today,
        maturesOn,
        openingJournalId: journalId,
        createdAt: now,
      });
      const maturity = amount + fdrInterest(amount, rateBps, order.tenorMonths);
      await tx.insert(notifications).values({
        customerId: actor.customerId,
        category: 'TRANSACTIONAL',
        messageTitle: texts.t('messages.fdrOpened.title'),
        messageText: texts.t('messages.fdrOpened.text', {
          account: maskNumber(number),
          amount: texts.taka(amount),
          months: formatNumber(order.tenorMonths, texts.language),
          date: formatDate(maturesOn, texts.language),
          maturity: texts.taka(maturity),
        }),
        link: '/dashboard',
        useRouter: true,
        transactionId,
        createdAt: now,
      });
      await recordActivity(tx, {
        customerId: actor.customerId,
        kind: 'fdr-opened',
        at: now,
        client: actor.client,
        sessionId: actor.sessionId,
        details: {
          fdr: maskNumber(number),
          from: maskNumber(from.number),
          amount: formatMoney(amount),
          tenorMonths: order.tenorMonths,
        },
      });
      return findDeposit(tx, actor.customerId, id);
    },
  );
}
