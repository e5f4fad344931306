import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OtpChallenge, TransactionBlockAccount, TransactionBlockRequest } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, notifications, transactionBlocks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { SENDING_KINDS } from '../accounts/accounts.ts';
import { maskNumber, recordChange } from '../activity/record.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode } from '../otp/one-time-codes.ts';
import { textsIn } from '../languages/texts.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';

/** The action an unblocking code allows. */
export const TRANSACTION_UNBLOCK_PURPOSE = 'transaction.unblock';

/** The customer's accounts a block can be put on (the kinds money is sent from), each with its block if any. */
export async function listTransactionBlocks(
  db: Database,
  customerId: string,
): Promise<TransactionBlockAccount[]> {
  const rows = await db
    .select({ account: accounts, blockedAt: transactionBlocks.blockedAt })
    .from(accounts)
    .leftJoin(transactionBlocks, eq(transactionBlocks.accountId, accounts.id))
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.status, 'active'),
        inArray(accounts.kind, [...SENDING_KINDS] as ('savings' | 'current')[]),
      ),
    )
    .orderBy(asc(accounts.number));
  return rows.map(({ account, blockedAt }) => ({
    accountId: account.id,
    number: account.number,
    productName: account.productName,
    blocked: blockedAt !== null,
    blockedAt: blockedAt?.toISOString() ?? null,
  }));
}

/** One of the customer's accounts a block can be put on; a foreign or unknown id is NOT_FOUND. */
async function blockableAccount(db: Database, customerId: string, accountId: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
  if (!account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { accountId: 'serviceRequests.accountUnknown' },
    });
  if (!SENDING_KINDS.includes(account.kind)) throw new AppError('ACCOUNT_NOT_ELIGIBLE');
  return account;
}

async function isBlocked(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: transactionBlocks.accountId })
    .from(transactionBlocks)
    .where(eq(transactionBlocks.accountId, accountId));
  return row !== undefined;
}

const entryOf = async (db: Database, customerId: string, accountId: string) =>
  (await listTransactionBlocks(db, customerId)).find((entry) => entry.accountId === accountId)!;

/** The customer's notice of a block or an unblock, in their language. */
const notify = (db: Database, actor: Actor, notice: 'blocked' | 'unblocked', account: string, now: Date) => {
  const { t } = textsIn(actor.language);
  return db.insert(notifications).values({
    customerId: actor.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: t(`messages.transactionBlock.${notice}Title`),
    messageText: t(`messages.transactionBlock.${notice}Text`, { account: maskNumber(account) }),
    link: '/other-services/transaction-block-unblock',
    useRouter: true,
    createdAt: now,
  });
};

/**
 * Blocks internet-banking debits from the account at once (no code: blocking only protects the customer). Blocking a
 * blocked account changes nothing. The activity log and a notification record it, in the block's transaction.
 */
export async function blockAccount(
  deps: MoneyDeps,
  actor: Actor,
  { accountId }: TransactionBlockRequest,
): Promise<TransactionBlockAccount> {
  const account = await blockableAccount(deps.db, actor.customerId, accountId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(transactionBlocks)
      .values({ accountId: account.id, customerId: actor.customerId, blockedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await recordChange(tx, actor, 'transaction-blocked', now, { account: maskNumber(account.number) });
    await notify(tx, actor, 'blocked', account.number, now);
  });
  return entryOf(deps.db, actor.customerId, account.id);
}

const bindingFor = (actor: Actor, accountId: string) => ({
  customerId: actor.customerId,
  purpose: TRANSACTION_UNBLOCK_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash({ accountId }),
});

/** Sends the customer a code that unblocks exactly this account (only a blocked one: else ACCOUNT_NOT_BLOCKED). */
export async function requestUnblockCode(
  deps: MoneyDeps,
  actor: Actor,
  { accountId }: TransactionBlockRequest,
): Promise<OtpChallenge> {
  const account = await blockableAccount(deps.db, actor.customerId, accountId);
  if (!(await isBlocked(deps.db, account.id))) throw new AppError('ACCOUNT_NOT_BLOCKED');
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, account.id), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { account: maskNumber(account.number) },
  });
  return textCode(deps.channel, actor, issued, TRANSACTION_UNBLOCK_PURPOSE, ({ t }) =>
    t('messages.codeActions.accountUnblock', { account: maskNumber(account.number) }),
  );
}

/** Unblocks the account with the code of its challenge; a wrong, expired or other account's code is refused. */
export async function unblockAccount(
  deps: MoneyDeps,
  actor: Actor,
  request: { accountId: string; challengeId: string; code: string },
): Promise<TransactionBlockAccount> {
  const account = await blockableAccount(deps.db, actor.customerId, request.accountId);
  if (!(await isBlocked(deps.db, account.id))) throw new AppError('ACCOUNT_NOT_BLOCKED');
  const now = deps.clock.now();
  const check = await checkChallenge(
    deps.db,
    deps.otpKey,
    request.challengeId,
    bindingFor(actor, account.id),
    request.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(transactionBlocks)
      .where(eq(transactionBlocks.accountId, account.id))
      .returning();
    if (deleted.length === 0) return;
    await recordChange(tx, actor, 'transaction-unblocked', now, { account: maskNumber(account.number) });
    await notify(tx, actor, 'unblocked', account.number, now);
  });
  return entryOf(deps.db, actor.customerId, account.id);
}
