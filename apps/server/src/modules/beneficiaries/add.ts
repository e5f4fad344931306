import type { Beneficiary, NewBeneficiary, OtpChallenge } from '@taka/contracts';
import { AppError } from '../../errors.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';
import { previewOf, resolveBeneficiary, saveBeneficiary } from './beneficiaries.ts';

/** The action a beneficiary code allows. */
export const BENEFICIARY_ADD_PURPOSE = 'beneficiary.add';

/** The code is valid only in this session, for this action and for exactly this payload. */
const bindingFor = (actor: Actor, input: NewBeneficiary) => ({
  customerId: actor.customerId,
  purpose: BENEFICIARY_ADD_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash(input),
});

/**
 * Sends a code that allows adding exactly this beneficiary, after the checks the add itself makes (the payee
 * exists, it is not saved yet): no code is sent for an add that would be refused now.
 */
export async function requestBeneficiaryCode(
  deps: MoneyDeps,
  actor: Actor,
  input: NewBeneficiary,
): Promise<OtpChallenge> {
  const { payee } = previewOf(await resolveBeneficiary(deps, actor.customerId, input));
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, input), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { beneficiaryType: input.type },
  });
  return textCode(deps.channel, actor, issued, BENEFICIARY_ADD_PURPOSE, ({ t }) =>
    t('messages.codeActions.beneficiaryAdd', { payee: `${payee.name} (${payee.number})` }),
  );
}

/** Adds the beneficiary the code of `challengeId` was issued for; any other payload is refused. */
export async function addBeneficiary(
  deps: MoneyDeps,
  actor: Actor,
  input: NewBeneficiary,
  confirmation: { challengeId: string; code: string },
): Promise<Beneficiary> {
  const resolved = await resolveBeneficiary(deps, actor.customerId, input);
  const now = deps.clock.now();
  const check = await checkChallenge(
    deps.db,
    deps.otpKey,
    confirmation.challengeId,
    bindingFor(actor, input),
    confirmation.code,
    now,
  );
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
  return saveBeneficiary(deps.db, actor, resolved, now);
}
