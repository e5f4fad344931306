import { formatNumber, type OtpChallenge } from '@taka/contracts';
import { textsIn, type Texts } from '../languages/texts.ts';
import type { MessageChannel, Recipient } from '../messaging/channel.ts';
import { challengeRef, maskMobile } from '../transactions/deps.ts';
import { OTP_LIFETIME_MS, type IssuedCode } from './one-time-codes.ts';

/**
 * Texts a one-time code saying what it authorises (`action`, in the customer's words: dynamic linking, so they
 * confirm what they read), in their language, and answers the challenge the client completes with the code.
 */
export async function textCode(
  channel: MessageChannel,
  recipient: Recipient,
  issued: IssuedCode,
  purpose: string,
  action: (texts: Texts) => string,
): Promise<OtpChallenge> {
  const texts = textsIn(recipient.language);
  await channel.send({
    channel: 'sms',
    to: recipient.mobileNumber,
    purpose,
    code: issued.code,
    text: texts.t('messages.code', {
      code: issued.code,
      action: action(texts),
      ref: challengeRef(issued.id),
      minutes: formatNumber(OTP_LIFETIME_MS / 60_000, texts.language),
    }),
  });
  return {
    challengeId: issued.id,
    expiresAt: issued.expiresAt.toISOString(),
    sentTo: maskMobile(recipient.mobileNumber),
  };
}
