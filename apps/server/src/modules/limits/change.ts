import {
  formatNumber,
  parseMoney,
  type LimitChange,
  type OtpChallenge,
  type TransactionLimit,
} from '@taka/contracts';
import { AppError } from '../../errors.ts';
import { recordChange } from '../activity/record.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';
import { assessLimitChange, listLimits, saveLimit } from './limits.ts';

/** The action a limit-raising code allows. */
export const LIMITS_RAISE_PURPOSE = 'limits.raise';

const bindingFor = (actor: Actor, change: LimitChange) => ({
  customerId: actor.customerId,
  purpose: LIMITS_RAISE_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash(change),
});

/** Sends a code that allows exactly this change of limits (after checking it against the ceiling). */
export async function requestLimitCode(
  deps: MoneyDeps,
  actor: Actor,
  change: LimitChange,
): Promise<OtpChallenge> {
  await assessLimitChange(deps.db, actor.customerId, change);
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, change), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { limitType: change.type },
  });
  return textCode(deps.channel, actor, issued, LIMITS_RAISE_PURPOSE, ({ t, taka, language }) =>
    t('messages.codeActions.limitsRaise', {
      type: t(`transactionTypes.${change.type}`),
      perTransaction: taka(parseMoney(change.maxPerTransaction)),
      daily: taka(parseMoney(change.dailyAmount)),
      count: formatNumber(change.dailyCount, language),
      monthly: taka(parseMoney(change.monthlyAmount)),
    }),
  );
}

/** Applies a change of limits: lowering at once, raising (up to the ceiling) only with this change's code. */
export async function changeLimit(
  deps: MoneyDeps,
  actor: Actor,
  change: LimitChange,
  confirmation: { challengeId?: string | undefined; code?: string | undefined },
): Promise<TransactionLimit> {
  const { raises } = await assessLimitChange(deps.db, actor.customerId, change);
  const now = deps.clock.now();
  if (raises) {
    if (!confirmation.challengeId || !confirmation.code) throw new AppError('OTP_REQUIRED');
    const check = await checkChallenge(
      deps.db,
      deps.otpKey,
      confirmation.challengeId,
      bindingFor(actor, change),
      confirmation.code,
      now,
    );
    if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  }
  await deps.db.transaction(async (tx) => {
    await saveLimit(tx, actor.customerId, change, now);
    await recordChange(tx, actor, 'limit-changed', now, {
      limitType: change.type,
      raised: raises,
      maxPerTransaction: change.maxPerTransaction,
      dailyAmount: change.dailyAmount,
      dailyCount: change.dailyCount,
      monthlyAmount: change.monthlyAmount,
    });
  });
  const limits = await listLimits(deps.db, actor.customerId, now);
  return limits.find((limit) => limit.type === change.type)!;
}
