import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Account, OtpChallenge, TagAccountCodeRequest } from '@taka/contracts';
import { accounts, customerAccountNumbers, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount, toAccount } from '../accounts/accounts.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode } from '../otp/one-time-codes.ts';
import { maskNumber } from '../activity/record.ts';
import { textsIn } from '../languages/texts.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';

/** The action a tagging code allows. */
export const TAG_ACCOUNT_PURPOSE = 'account.tag';
const TAGGABLE_KINDS = ['savings', 'current', 'credit_card', 'loan', 'fdr'] as const;

const bindingFor = (actor: Actor, accountNumber: string) => ({
  customerId: actor.customerId,
  purpose: TAG_ACCOUNT_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash({ accountNumber }),
});

/**
 * The account `number` the bank's records give to this customer and that is not in their internet banking yet.
 * Unknown, someone else's (the records name another customer) and not a customer's account are one answer,
 * ACCOUNT_NOT_TAGGABLE, so that numbers cannot be probed; one already theirs is ACCOUNT_ALREADY_TAGGED.
 */
async function taggable(deps: MoneyDeps, customerId: string, number: string) {
  const [row] = await deps.db
    .select({ account: accounts, holder: customerAccountNumbers.customerId })
    .from(accounts)
    .innerJoin(customerAccountNumbers, eq(customerAccountNumbers.accountNumber, accounts.number))
    .where(and(eq(accounts.number, number), inArray(accounts.kind, TAGGABLE_KINDS)));
  if (!row || row.holder !== customerId)
    throw new AppError('ACCOUNT_NOT_TAGGABLE', { fields: { accountNumber: 'tagAccount.notFound' } });
  if (row.account.customerId === customerId)
    throw new AppError('ACCOUNT_ALREADY_TAGGED', { fields: { accountNumber: 'tagAccount.alreadyTagged' } });
  if (row.account.customerId !== null || row.account.status === 'closed')
    throw new AppError('ACCOUNT_NOT_TAGGABLE', { fields: { accountNumber: 'tagAccount.notFound' } });
  return row.account;
}

/** Sends the code that allows tagging this account, once the account is known to be taggable by the customer. */
export async function requestTagCode(
  deps: MoneyDeps,
  actor: Actor,
  { accountNumber }: TagAccountCodeRequest,
): Promise<OtpChallenge> {
  await taggable(deps, actor.customerId, accountNumber);
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, accountNumber), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: {},
  });
  return textCode(deps.channel, actor, issued, TAG_ACCOUNT_PURPOSE, ({ t }) =>
    t('messages.codeActions.accountTag', { account: maskNumber(accountNumber) }),
  );
}

/** Tags the account the code of `challengeId` was issued for: it shows on the dashboard and in transfers. */
export async function tagAccount(
  deps: MoneyDeps,
  actor: Actor,
  request: { accountNumber: string; challengeId: string; code: string },
): Promise<Account> {
  const account = await taggable(deps, actor.customerId, request.accountNumber);
  const now = deps.clock.now();
  const check = await checkChallenge(
    deps.db,
    deps.otpKey,
    request.challengeId,
    bindingFor(actor, request.accountNumber),
    request.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  const texts = textsIn(actor.language);
  await deps.db.transaction(async (tx) => {
    const tagged = await tx
      .update(accounts)
      .set({ customerId: actor.customerId })
      .where(and(eq(accounts.id, account.id), isNull(accounts.customerId)))
      .returning({ id: accounts.id });
    if (tagged.length === 0) throw new AppError('ACCOUNT_ALREADY_TAGGED');
    await tx.insert(notifications).values({
      customerId: actor.customerId,
      category: 'TRANSACTIONAL',
      messageTitle: texts.t('messages.accountTagged.title'),
      messageText: texts.t('messages.accountTagged.text', {
        account: `${account.number} (${account.productName})`,
      }),
      link: '/dashboard',
      useRouter: true,
      createdAt: now,
    });
  });
  return toAccount((await findCustomerAccount(deps.db, actor.customerId, account.id))!);
}
